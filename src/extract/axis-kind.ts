/**
 * A row axis named by the kind of quantity its labels are (pure): the corner "Error type" (or "Type of error",
 * "Errors") over rows `Translation (m)` / `Rotation (degree)` says each row is an error — the translation error,
 * the rotation error — though no label names a metric alone (a bare `Translation` is no metric). Each label is read
 * with the kind word after its name, its unit kept: `Translation error (m)`, when that names a metric other than
 * the kind word's own (a dataset or setting row, `Jackal error`, reads only as the generic error and is left as printed).
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';

const KIND = /^(?:([A-Za-z][A-Za-z-]+?)s?\s+(?:types?|kinds?|categor(?:y|ies))|(?:types?|kinds?)\s+of\s+([A-Za-z][A-Za-z-]+?)s?|([A-Za-z][A-Za-z-]+?)s?)$/i;

/** The kind word a corner names when it is "<metric word> type" / "type of <metric word>" / "<metric word>s"; else undefined. */
export function axisKind(corner: string): string | undefined {
  const c = stripMarkup(corner).replace(/\s*\([^()]*\)\s*$/, '').trim();
  const m = KIND.exec(c);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  return word && metricFor(word, true) ? word.toLowerCase() : undefined;
}

/** `label` read with the kind word ("Translation (m)" + error → "Translation error (m)") when that names a metric the label and the kind alone do not; else undefined. */
export function labelWithKind(label: string, kind: string): string | undefined {
  const l = stripMarkup(label).trim();
  if (!l || metricFor(l, true) || new RegExp(`\\b${kind}s?\\b`, 'i').test(l)) return undefined;
  const unit = /\s*([([][^()[\]]*[)\]])\s*$/.exec(l);
  const name = unit ? l.slice(0, unit.index).trim() : l;
  if (!/[A-Za-z]{3}/.test(name)) return undefined;
  const composed = `${name} ${kind}${unit ? ` ${unit[1]}` : ''}`;
  const m = metricFor(composed, true);
  return m && m !== metricFor(kind, true) ? composed : undefined;
}
