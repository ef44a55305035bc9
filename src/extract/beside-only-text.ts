/**
 * A registry alias read only beside its field's metrics ("SIM": speaker similarity beside WER/CER in speech; "MT":
 * motion tracking beside …) named in the text by a table rather than in its header (pure): "**Minimax-MLS-test
 * SIM(⬆) Results**" over language rows. The document's own metrics (those its text and tables name anywhere) are
 * the metrics it is read beside; the reading with most of its field's metrics there wins, as for a header
 * (beside-only.ts).
 */
import { metricById } from '../core/metric-registry.js';
import { besideOnlyMetric } from './beside-only.js';
import { metricsInText } from './metric-lookup.js';

/** The metric a beside-only alias printed in `text` names, read beside the metrics `document` names; else undefined. */
export function besideOnlyInText(text: string, document: string): string | undefined {
  // (a name in capitals or with digits, "SIM": an ordinary word, "Diversity" in a heading "3.2 Diversity", names a metric only in a header)
  const words = [...new Set(text.replace(/[(（][↑↓⬆⬇]+[)）]|[↑↓⬆⬇]/gu, ' ').split(/[^\w@.+-]+/).filter((w) => /^[A-Za-z][\w@.+-]{1,10}$/.test(w) && !/^[A-Za-z][a-z]+$/.test(w)))];
  if (!words.length) return undefined;
  const near = metricsInText(document).map((id) => metricById(id)?.name ?? id);
  const hits = [...new Set(words.map((w) => besideOnlyMetric(w, near)).filter((m): m is string => m !== undefined))];
  return hits.length === 1 ? hits[0] : undefined;
}
