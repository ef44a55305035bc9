/**
 * The one metric a document declares as its evaluation metric, in a sentence about its evaluation (pure): a run-in
 * heading "Metrics. Mean Per Joint Position Error (MPJPE) in millimeter is the most widely used evaluation metric.",
 * "Evaluation metric: …", "X is the standard evaluation metric", "The evaluation metric is X". Not "we use X as the
 * metric": that is said of one benchmark as often as of the paper ("For FLORES, we use spBLEU as the metric"). A paper
 * whose tables print no metric at all (a motion-prediction paper's tables of millimetres under action names) names it
 * there only. Undefined when such sentences name no metric, or two or more (which one a table reports is not said).
 */
import { remembered } from './remembered.js';
import { performanceIn } from './table-named-metrics.js';

/** The sentences (or run-in headed paragraphs) that declare the evaluation metric. */
const DECLARING = [
  // a run-in heading: "Metrics.", "Evaluation metrics:", "Evaluation Metric." then its sentence
  /(?:^|[\n.]\s*)(?:Evaluation\s+[Mm]etrics?|Metrics?)\s*[.:]\s+([^\n]*?[^.\n]{3,}?\.)(?=\s|$)/g,
  // "X is the (most widely used | standard | main) evaluation metric"
  /([^.\n]{3,160})\s+(?:is|are)\s+(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:evaluation|performance)\s+metrics?\b/g,
  // "the evaluation metric is X"
  /\b(?:the|our)\s+(?:[\w-]+\s+){0,2}evaluation\s+metrics?\s+(?:is|are|used\s+is)\s+([^.\n]{3,160})/gi,
];

/** Asked once per table that names no metric: remembered per document text (a draft reads one document at a time). */
export const declaredEvaluationMetric = remembered((text: string): string | undefined => declaredIn(text), 8);

function declaredIn(text: string): string | undefined {
  const flat = text.replace(/-\n(?=[a-z])/g, '').replace(/[ \t]*\n[ \t]*(?=[a-z(])/g, ' ');
  const ids = new Set<string>();
  for (const re of DECLARING) {
    for (const m of flat.matchAll(re)) {
      // a name defined with its acronym, "Mean Per Joint Position Error (MPJPE)": the acronym is the metric, not a word of the name ("Per")
      const part = m[1] ?? '';
      const acronyms = [...part.matchAll(/\(([A-Za-z][\w@.-]{1,15})\)/g)].flatMap((a) => performanceIn(a[1] as string));
      for (const id of acronyms.length ? acronyms : performanceIn(part)) ids.add(id);
    }
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}
