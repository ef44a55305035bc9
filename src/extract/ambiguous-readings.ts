/**
 * More short metric names that two fields print for two different metrics (pure data, read by
 * ambiguous-metric.ts). Each reading says which metrics stand beside it in its field and which words
 * its field uses; the usual reading (what the registry's findMetric gives) comes first.
 *  - `MR`: mean rank of retrieval and knowledge-graph link prediction (Bordes et al. 2013) vs the miss
 *    rate of motion forecasting (Argoverse, Chang et al. 2019; Waymo Open Motion, Ettinger et al. 2021);
 *  - `MASE`: nuScenes' mean average scale error (Caesar et al. 2020, printed `mASE`) vs the mean absolute
 *    scaled error of forecasting (Hyndman & Koehler 2006, M4);
 *  - `MCE`: ImageNet-C's mean corruption error (Hendrycks & Dietterich 2019, printed `mCE`) vs the maximum
 *    calibration error (Naeini et al. 2015);
 *  - `BLEU`: corpus BLEU of translation (Papineni et al. 2002) vs the coco-caption BLEU-4 that captioning
 *    tables print as a bare `BLEU` beside METEOR and CIDEr (Chen et al. 2015);
 *  - `ASR`: the attack success rate of adversarial attacks and jailbreaks vs the speech-recognition task
 *    that audio-model tables head a column of word error rates with;
 *  - `Acc-5`: top-5 accuracy of image classification vs the accuracy over five classes that sentiment tables print
 *    beside `Acc-2` and `Acc-7` (CMU-MOSI / MOSEI, Zadeh et al. 2016, 2018; SST-5), a class count, never top-k;
 *  - `R2`: ROUGE-2 of summarization (Lin 2004) vs the coefficient of determination R² of regression, printed `R2` beside
 *    MAE and RMSE when the superscript is lost;
 *  - `Acc.`: classification accuracy vs the accuracy distance (mm) of multi-view stereo, printed `Acc. | Comp. |
 *    Overall` on DTU (Aanæs et al. 2016) — and `Comp.` beside it, the completeness distance, read only there.
 */
export interface Reading {
  readonly metric: string;
  readonly field: string;
  /** Metrics printed beside it in this field. */
  readonly near: ReadonlySet<string>;
  /** Words of this field in the text by the table; a letter has none: it is read only beside its metrics. */
  readonly words?: RegExp;
  /** The usual reading of a common name ("Acc."): kept without a review line unless another reading has evidence. */
  readonly quiet?: boolean;
}

const MEAN_RANK: Reading = {
  metric: 'mean-rank',
  field: 'retrieval and link prediction',
  near: new Set(['mrr', 'r@1', 'r@3', 'r@5', 'r@10', 'r@50', 'r@100', 'hits@50', 'median-rank', 'ndcg', 'ndcg@10', 'map']),
  words: /\bretriev(?:al|e|ed)\b|\blink prediction\b|\bknowledge graphs?\b|\bKG\b|\bFB15k|\bWN18|\bentit(?:y|ies)\b/i,
};
const MISS_RATE: Reading = {
  metric: 'miss-rate',
  field: 'motion forecasting',
  near: new Set(['ade', 'fde', 'min-ade', 'min-fde']),
  words: /\btrajector(?:y|ies)\b|\bmotion (?:forecasting|prediction)\b|\bArgoverse\b|\bWaymo Open Motion\b|\bnuPlan\b/i,
};
const NUSCENES_SCALE: Reading = {
  metric: 'mase',
  field: '3D detection (nuScenes)',
  near: new Set(['nds', 'map', 'mate', 'maoe', 'mave', 'maae', 'ap']),
  words: /\bnuScenes\b|\b3D (?:object )?detection\b|\bBEV\b/i,
};
const SCALED_ERROR: Reading = {
  metric: 'mase-forecast',
  field: 'forecasting',
  near: new Set(['smape', 'mape', 'crps', 'crps-sum', 'mae', 'mse', 'rmse', 'nrmse', 'owa', 'msis', 'wql']),
  words: /\bforecast(?:s|ing)?\b|\btime[- ]series\b|\bM[34]\b|\bhorizons?\b/i,
};
const CORRUPTION: Reading = {
  metric: 'mce',
  field: 'corruption robustness',
  near: new Set(['accuracy', 'top1-acc', 'top1-err', 'error-rate', 'robust-acc']),
  words: /\bcorruptions?\b|\bImageNet-C\b|\bCIFAR-10{1,2}-C\b|\bcorrupted\b/i,
};
const CALIBRATION: Reading = {
  metric: 'max-calibration-error',
  field: 'calibration',
  near: new Set(['ece', 'nll', 'brier', 'aurc', 'auc', 'fpr95']),
  words: /\bcalibrat(?:ion|ed)\b|\buncertainty\b|\bconfidence\b/i,
};
const TRANSLATION: Reading = {
  metric: 'bleu',
  field: 'translation',
  near: new Set(['chrf', 'chrf++', 'comet', 'xcomet', 'cometkiwi', 'ter', 'sacrebleu', 'spbleu', 'bleurt']),
  words: /\btranslat(?:e|ion|ions|ing)\b|\bWMT\d*\b|\bIWSLT\b|\bFLORES\b|\bCoVoST\d*\b/i,
};
const CAPTION_BLEU: Reading = {
  metric: 'Bleu_4',
  field: 'captioning (coco-caption BLEU-4)',
  near: new Set(['METEOR', 'ROUGE_L', 'CIDEr', 'SPICE', 'spider', 'Bleu_1', 'Bleu_2', 'Bleu_3']),
  words: /\bcaption(?:s|ing)?\b/i,
};
const ATTACK: Reading = {
  metric: 'attack-success-rate',
  field: 'adversarial attacks',
  near: new Set(['accuracy', 'robust-acc', 'top1-acc', 'win-rate']),
  words: /\battacks?\b|\bjailbreak(?:s|ing)?\b|\badversarial\b|\bbackdoor\b|\bpoison(?:ing|ed)?\b/i,
};
const SPEECH_TASK: Reading = {
  metric: 'wer',
  field: 'speech recognition (the task heading a column of word error rates)',
  near: new Set(['wer', 'cer', 'mos', 'secs', 'eer', 'der', 'utmos']),
  words: /\bspeech\b|\baudio\b|\bspoken\b|\btranscri(?:be|ption)\b|\bLibriSpeech\b/i,
};

const TOP5: Reading = {
  metric: 'top5-acc',
  field: 'image classification (top-k)',
  near: new Set(['top1-acc', 'top1-err', 'top5-err', 'params', 'flops', 'macs']),
  words: /\btop-?[15]\b|\bImageNet\b|\bimage classification\b/i,
};
const FIVE_CLASSES: Reading = {
  metric: 'accuracy',
  field: 'sentiment and ordinal classification (accuracy over 5 classes)',
  near: new Set(['accuracy', 'f1', 'macro-f1', 'mae', 'pearson', 'ccc']),
  words: /\bsentiment\b|\bemotions?\b|\bMOSE?I\b|\bSST-5\b|\b(?:5|five)[- ]class(?:es)?\b|\bratings?\b/i,
};

/**
 * One letter that names a metric only beside the metrics it is printed with (an entry of one reading):
 * `P | R | F1` is precision and recall; single-object tracking's `P (%)` beside `P<sub>norm</sub> (%)` and
 * `AUC (%)` is precision (Wu et al. 2013, OTB; Fan et al. 2019, LaSOT). A letter alone names nothing.
 */
const PRECISION_LETTER: Reading = { metric: 'precision', field: 'precision and recall', near: new Set(['norm-precision', 'recall', 'f1']) };
const RECALL_LETTER: Reading = { metric: 'recall', field: 'precision and recall', near: new Set(['precision', 'f1']) };
/** `Sm`, the S-measure's S_m with its subscript flattened, beside the other measures of salient object detection ("SM" alone is no metric). */
const STRUCTURE_LETTERS: Reading = { metric: 's-measure', field: 'salient and camouflaged object detection', near: new Set(['mae', 'weighted-f-measure', 'e-measure', 'max-fmeasure', 'max-emeasure', 'adaptive-emeasure', 'f-beta']) };
export const LETTERS: Readonly<Record<string, readonly Reading[]>> = { p: [PRECISION_LETTER], r: [RECALL_LETTER], sm: [STRUCTURE_LETTERS] };

/** The printed alias (case, spaces and arrows ignored) → its readings, the usual one first. */
const CLASS_ACCURACY: Reading = {
  metric: 'accuracy',
  field: 'classification',
  quiet: true,
  near: new Set(['f1', 'macro-f1', 'precision', 'recall', 'top1-acc', 'top5-acc', 'auc', 'error-rate']),
  words: /\bclassif(?:y|ied|ication|ier)\b|\bcorrect(?:ly)?\b/i,
};
const MVS_DISTANCES = new Set(['mvs-accuracy-mm', 'mvs-completeness-mm', 'mvs-overall-mm']);
const MVS_WORDS = /\bmulti-?view stereo\b|\bMVS\b|\bDTU\b|\bTanks\s*(?:and|&)\s*Temples\b|\bpoint[- ]?clouds?\b/;
const MVS_ACCURACY: Reading = { metric: 'mvs-accuracy-mm', field: 'multi-view stereo', near: MVS_DISTANCES, words: MVS_WORDS };
const MVS_COMPLETENESS: Reading = { metric: 'mvs-completeness-mm', field: 'multi-view stereo', near: MVS_DISTANCES };

/** A ROUGE score of summarization, read beside the other ROUGE scores or under words about summaries. */
export const rougeReading = (metric: string): Reading => ({
  metric,
  field: 'summarization',
  near: new Set(['rouge-1', 'rouge-2', 'rouge-l', 'ROUGE_L', 'rouge-lsum', 'bleu', 'bertscore', 'METEOR', 'bleurt'].filter((m) => m !== metric)),
  words: /\bsummar(?:y|ies|ization|isation)\b|\brouge\b/i,
});
const ROUGE_2 = rougeReading('rouge-2');
const R_SQUARED: Reading = {
  metric: 'r-squared',
  field: 'regression',
  near: new Set(['mae', 'mse', 'rmse', 'mape', 'pearson', 'spearman', 'smape']),
  words: /\bcoefficient of determination\b|\bregress(?:ion|or|ors)\b|\bR²/i,
};

export const MORE_AMBIGUOUS: Readonly<Record<string, readonly Reading[]>> = {
  r2: [{ ...ROUGE_2, quiet: true }, R_SQUARED],
  'acc.': [CLASS_ACCURACY, MVS_ACCURACY],
  acc: [CLASS_ACCURACY, MVS_ACCURACY],
  'comp.': [MVS_COMPLETENESS],
  comp: [MVS_COMPLETENESS],
  mr: [MEAN_RANK, MISS_RATE],
  mase: [NUSCENES_SCALE, SCALED_ERROR],
  mce: [CORRUPTION, CALIBRATION],
  bleu: [TRANSLATION, CAPTION_BLEU],
  asr: [ATTACK, SPEECH_TASK],
  'acc-5': [TOP5, FIVE_CLASSES],
};
