/**
 * Words that head a column or a group of columns without naming a dataset or a subset (pure data): splits,
 * aggregates, the word "results" and its kin, shot settings and model sizes. One list for every reader
 * of headers (the subset of a column, a group header, a dataset named elsewhere, a metric the registry
 * lacks); each part is exported for the reader that needs only it.
 */

/** Splits: "Test", "Val", "Dev", "Training". */
export const SPLIT_WORDS = ['test', 'testing', 'val', 'valid', 'validation', 'dev', 'train', 'training'] as const;
/** Aggregates over the other columns: "Avg.", "Mean", "Overall", "Total", "All". */
export const AGGREGATE_WORDS = ['avg', 'avg.', 'average', 'mean', 'overall', 'total', 'all'] as const;
/** Words that say "numbers follow": "Results", "Scores", "Performance", "Metrics", "Evaluation". */
export const RESULT_WORDS = ['result', 'results', 'score', 'scores', 'performance', 'metric', 'metrics', 'eval', 'evals', 'evaluation', 'evaluations'] as const;
/** Evaluation protocols and model sizes: "Zero-shot", "5-shot", "Full", "Base", "Large", "Small". */
export const SETTING_WORDS = ['zero-shot', 'few-shot', 'full', 'base', 'large', 'small'] as const;

const alternation = (words: readonly string[]): string => words.map((w) => w.replace(/[.]/g, '\\.')).join('|');
const whole = (words: readonly string[], extra = ''): RegExp => new RegExp(`^(?:${alternation(words)}${extra})$`, 'i');

/** Any of the words above, alone ("Test", "Avg.", "Results", "5-shot"). */
export const GENERIC_WORD = whole([...SPLIT_WORDS, ...AGGREGATE_WORDS, ...RESULT_WORDS, ...SETTING_WORDS], '|\\d+-shot');
/** A group header over metric columns that names no subset: "Results (WER)" once its metric is read. */
export const RESULT_WORD = whole(RESULT_WORDS);
/** Before a metric in brackets ("Results (WER)", "Test (Acc.)", "Avg (F1)"): no benchmark. */
export const NO_BENCHMARK_WORD = whole([...RESULT_WORDS, ...AGGREGATE_WORDS, 'test', 'val', 'validation']);
/** Before a metric, qualifying it without naming a subset: "Peak GPU memory", "Total Params", "Required VRAM". */
export const QUALIFIER_WORD = whole([...AGGREGATE_WORDS.filter((w) => w !== 'all'), 'required', 'peak', 'estimated', 'approx', 'approx.']);
