/**
 * Metric names printed the way scripts write them (pure): snake_case and camelCase identifiers, and an
 * accuracy with the NUMBER OF CLASSES after an underscore or hyphen.
 *  - `Has0_acc_2`, `Mult_acc_7`, `acc_5`, `Acc-7`, `valAcc_3`: the accuracy of a 2-, 7-, 5-class problem (multimodal
 *    sentiment analysis prints Acc-2 / Acc-7; ordinal tasks Acc_3). Never the top-k accuracy after an underscore: a
 *    script spells top-k `acc1` / `acc5` / `top5` / `acc@5`, glued or with an `@`, and a count of classes is at least
 *    2. After a hyphen the registry's reading stands where it has one (`Acc-5` is top-5 there).
 *  - `valAcc`, `testF1Score`, `meanIoU`, `img_AUROC`: the words of the identifier, read as a header of words
 *    (`val Acc`, `test F1 Score`); the words before the metric are its qualifier (a split, a subset).
 */
import { findMetric } from '../core/metric-registry.js';
import { columnAccepts } from './schema-support.js';

/** An accuracy word of a script ("acc", "Acc", "accuracy"). */
const ACC_WORD = /^(?:acc|accu|accuracy)$/i;

/** The words of a code-style identifier (one token, snake_case or camelCase), or undefined for any other header. */
export function codeWords(header: string): string[] | undefined {
  const h = header.trim();
  if (!/^[A-Za-z]/.test(h) || /\s/.test(h)) return undefined;
  // snake_case: the words between underscores ("val_NDCG@10", "Non0_F1_score"), each as printed
  if (h.includes('_')) return h.split('_').filter(Boolean);
  // camelCase: a lower-case word, then a capital ("valAcc", "testF1Score"); "ResNet50" and "mAP" are names, not code
  if (!/^[a-z]{2,}[A-Z]/.test(h)) return undefined;
  return h.split(/(?<=[a-z])(?=[A-Z])/).filter(Boolean);
}

/** `<qualifier words> acc <n>`: an accuracy over n classes. The count, the qualifier and the metric id. */
export function classCountAccuracy(header: string): { metric: string; classes: number; qualifier?: string } | undefined {
  // "Acc-7", "acc_5", "Mult_acc_7", "valAcc_3": the count after an underscore or a hyphen ("Acc-2" is also how papers print it)
  const m = /^([A-Za-z][A-Za-z0-9_]*?)([_-])(\d{1,3})$/.exec(header.trim());
  if (!m) return undefined;
  // a hyphen is also how papers print top-k ("Acc-5" in the registry): there the registry's reading stands; an underscore is a script's count
  if (m[2] === '-' && findMetric(header) !== undefined) return undefined;
  const left = m[1] as string;
  const words = codeWords(left) ?? (/^[A-Za-z]+$/.test(left) ? [left] : undefined);
  if (!words || !ACC_WORD.test(words[words.length - 1] as string)) return undefined;
  const classes = Number(m[3]);
  // one class is no classification: "acc_1" is left to the top-k readings
  if (classes < 2 || !columnAccepts('accuracy')) return undefined;
  const qualifier = words.slice(0, -1);
  // a qualifier is a name or a split, not another metric ("F1_acc_2")
  if (qualifier.some((w) => findMetric(w) !== undefined)) return undefined;
  // the count is part of the subset: "Mult_acc_5" and "Mult_acc_7" are two columns of one table
  return { metric: 'accuracy', classes, qualifier: [...qualifier, `acc${classes}`].join(' ') };
}
