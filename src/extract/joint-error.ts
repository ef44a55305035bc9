/**
 * An error in millimetres heading a column, read as the pose field's metric (pure): hand and body pose leaderboards print
 * `3D Error (mm)`, `Mean error (mm)`, `Avg. joint error [mm]`, `Mean 3D joint error (mm)` for the mean per-joint position
 * error (MPJPE: the mean Euclidean distance of the predicted 3D joints from the ground truth, over joints and frames), and
 * `Mean vertex error (mm)` for the per-vertex error of a mesh (PVE). A distance in millimetres says nothing of which
 * distance outside pose (a registration's translation error, a depth error, a 3D face's surface error), so the header
 * counts only when it, or the text by the table, speaks of joints, keypoints, skeletons, a hand or body pose, or a mesh
 * of one; it never counts with a qualifier this reading does not know ("Translation error (mm)", "Depth error (mm)").
 * Procrustes-aligned errors (`PA`, `Procrustes`) are pa-mpjpe / pa-pve. The draft marks the reading for review.
 */
import { stripMarkup } from './names.js';

/** A millimetre unit printed with the header: "(mm)", "[mm]", "in mm", a trailing "mm". */
const MM = /\s*(?:\(\s*mm\s*\)|\[\s*mm\s*\]|\bin\s+mm\b|\bmm\b)\s*/i;

/** The words an error header may print around "error" and still mean a joint (or vertex) position error. */
const QUALIFIER = /^(?:mean|avg\.?|average|3d|3-d|joint|joints|per[\s-]?joint|keypoint|keypoints|position|pose|hand|body|skeleton|euclidean|vertex|vertices|per[\s-]?vertex|mesh|pa|pa-|procrustes|procrustes[\s-]aligned|aligned)$/i;

/** Text that places the table in pose estimation (a hand, a body, a skeleton, a mesh of one). */
const POSE_TEXT = /\bposes?\b|\bjoints?\b|\bkeypoints?\b|\bskeletons?\b|\bMPJPE\b|\bhuman\s+mesh\b|\bbody\s+mesh\b|\bhand\s+mesh\b|\bSMPL\b|\bMANO\b/i;

export interface JointError {
  readonly metric: 'mpjpe' | 'pa-mpjpe' | 'pve' | 'pa-pve';
  readonly review: string;
}

/** The pose metric of an error-in-millimetres header, given the text by its table (caption, lead-ins, section, context); else undefined. */
export function jointErrorOf(header: string, text: string): JointError | undefined {
  const plain = stripMarkup(header.replace(/<[^>]+>/g, ' ')).replace(/[↓↑]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!MM.test(plain)) return undefined;
  const words = plain.replace(MM, ' ').trim().split(/\s+/);
  const at = words.findIndex((w) => /^(?:error|err\.?|errors)$/i.test(w));
  if (at < 0 || at !== words.length - 1) return undefined;
  const qualifiers = words.slice(0, at);
  if (!qualifiers.every((w) => QUALIFIER.test(w))) return undefined;
  const said = qualifiers.join(' ');
  const vertex = /vert|mesh/i.test(said);
  const aligned = /\bpa\b|pa-|procrustes|aligned/i.test(said);
  // the header itself names joints, a pose or a mesh vertex; else the text by the table must place it in pose estimation
  const ownWord = /joint|keypoint|pose|skeleton|vert|mesh/i.test(said);
  if (!ownWord && !POSE_TEXT.test(text)) return undefined;
  const metric = vertex ? (aligned ? 'pa-pve' : 'pve') : aligned ? 'pa-mpjpe' : 'mpjpe';
  const why = ownWord ? `its header names ${vertex ? 'mesh vertices' : 'joints or a pose'}` : 'the text by the table or the document\'s title speaks of pose estimation (joints, keypoints, a pose)';
  return { metric, review: `"${plain}": an error in millimetres, read as ${metric}, as ${why} — check it` };
}
