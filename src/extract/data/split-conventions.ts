/**
 * Protocols that report one metric over a frequency split of their classes and over all classes, printed as the split
 * names alone (pure data, read by split-convention.ts). Each names the source that fixes its metric; a column counts only
 * where the table prints the whole and a full set of parts and every row keeps the whole between its parts.
 */

export interface SplitConvention {
  /** What the review line calls the protocol. */
  readonly protocol: string;
  /** The benchmark the columns report on, set as the table's dataset when nothing else names one (none where several share the protocol). */
  readonly benchmark?: string;
  readonly metric: string;
  /** The header (its setting and a "-shot" suffix aside) of the column over all classes. */
  readonly whole: RegExp;
  /** Alternative sets of part columns; the whole is their class-weighted mean. */
  readonly parts: readonly (readonly RegExp[])[];
  /** Further columns of the protocol printed beside a matched set, under the same setting. */
  readonly others?: RegExp;
  /** Words around the table (caption, section, lead-ins) saying it reports another measure. */
  readonly unless?: RegExp;
  readonly source: string;
}

export const SPLIT_CONVENTIONS: readonly SplitConvention[] = [
  // HICO-DET (Chao et al., "Learning to Detect Human-Object Interactions", WACV 2018, Sec. 5): role mAP (%) over all 600
  // HOI categories (Full), the 138 with fewer than 10 training instances (Rare) and the other 462 (Non-Rare, often printed
  // "None-Rare"), in the Default and Known Object settings; the zero-shot protocols (Shen et al. 2018; Hou et al., VCL,
  // ECCV 2020) print Full over Unseen and Seen categories, in the same mAP
  {
    protocol: 'HICO-DET HOI detection protocol',
    benchmark: 'HICO-DET',
    metric: 'map',
    whole: /^full$/i,
    parts: [
      [/^rare$/i, /^non[e]?[\s_-]?rare$/i],
      [/^unseen$/i, /^seen$/i],
    ],
    others: /^(?:rare|non[e]?[\s_-]?rare|unseen|seen)$/i,
    source: 'Chao et al., Learning to Detect Human-Object Interactions, WACV 2018 (HICO-DET mAP, Full / Rare / Non-Rare)',
  },
  // long-tailed recognition (Liu et al., "Large-Scale Long-Tailed Recognition in an Open World", CVPR 2019, Sec. 5:
  // ImageNet-LT, Places-LT): top-1 accuracy (%) over the classes with more than 100 training images (Many-shot), 20-100
  // (Medium-shot), fewer than 20 (Few-shot) and all classes (Overall); not for long-tailed regression (Yang et al., ICML
  // 2021: MAE / GM over the same splits) nor detection or segmentation (AP, mIoU), which print their metric
  {
    protocol: 'long-tailed recognition protocol',
    metric: 'top1-acc',
    whole: /^(?:all|overall)$/i,
    parts: [[/^many$/i, /^(?:medium|med\.?)$/i, /^few$/i]],
    unless: /\bregression\b|\bdepth\b|\bage\s+estimation\b|\bMAE\b|\bMSE\b|\bRMSE\b|\bGM\b|\bdetection\b|\bsegmentation\b|\bAP\b|\bmIoU\b|\berror\b/i,
    source: 'Liu et al., Large-Scale Long-Tailed Recognition in an Open World, CVPR 2019 (top-1 accuracy, Many / Medium / Few-shot / Overall)',
  },
];
