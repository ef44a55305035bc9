/**
 * "clean | report. | AA" under "The robust accuracy is evaluated at eps = 8/255" (pure): in adversarial robustness the
 * column headed clean (natural, standard, benign) is the accuracy on unperturbed inputs, not the robust accuracy the
 * text names for the attack columns beside it.
 */
import { stripMarkup } from './names.js';

const CLEAN = /^(?:clean|natural|nat\.?|standard|std\.?|benign|no\s+attack)(?:\s*[-_]?\s*(?:acc(?:uracy)?\.?|accs?))?\s*(?:\(%\))?$/i;

/** The metric of a column headed as the clean accuracy in a table whose text names the robust accuracy, else undefined. */
export function cleanColumnMetric(header: string, named: readonly string[]): string | undefined {
  return named.includes('robust-acc') && CLEAN.test(stripMarkup(header).trim()) ? 'accuracy' : undefined;
}
