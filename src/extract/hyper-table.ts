/**
 * A table of hyper-parameters (pure): a header cell names the parameters or their values ("Hyperparameter",
 * "Default Value", "Argument") and no header cell names a metric. Its numbers are settings (a learning rate,
 * a clip norm), never results, whatever metric the text around it or a benchmark's convention would give.
 */
import { metricFor } from './metric-lookup.js';
import { stripMarkup } from './names.js';
import type { RawTable } from './types.js';

const HYPER_HEAD = /^(?:hyper-?\s?parameters?|(?:default\s+)?(?:values?|settings?)|default|arguments?|args|flags?|options?|parameter\s+names?)$/i;

export function isHyperParameterTable(t: Pick<RawTable, 'header'>): boolean {
  const heads = t.header.flat().map((h) => stripMarkup(h)).filter(Boolean);
  return heads.some((h) => HYPER_HEAD.test(h)) && heads.some((h) => /^hyper-?\s?parameters?$|default/i.test(h)) && !heads.some((h) => metricFor(h, true));
}
