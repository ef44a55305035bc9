/**
 * Benchmarks whose results a field prints as a fixed pair (or tuple) of metrics in one cell, in a fixed order,
 * often with no metric named anywhere (pure data): crowd counting prints "MAE/MSE" under each dataset, single-
 * image super-resolution "PSNR/SSIM" under Set5, Set14 .... These benchmarks are left out of the one-metric
 * catalogue (data/benchmark-catalogue.ts, docs/extract-conventions.md "Left out on purpose"): a header naming
 * one of them says nothing about a single-value column. The pair counts only where every printed cell of the
 * column packs exactly as many numbers as the entry names and `fits` holds for each cell (pair-convention.ts);
 * every use is a guess the draft marks for review, naming the benchmark and the source.
 * Names compare as in the catalogue (case, spaces, hyphens, underscores, dots and apostrophes aside; a name of
 * letters only must be printed as spelt here or in capitals).
 */

export interface PairConvention {
  readonly field: string;
  /** The metrics in the order the field prints them, as printed ("MAE", "MSE"): each must be a registry metric. */
  readonly metrics: readonly string[];
  readonly source: string;
  readonly names: readonly string[];
  /** A check every cell's numbers must pass (the order of the tuple: RMSE >= MAE, SSIM <= 1 < PSNR). */
  readonly fits: (values: readonly number[]) => boolean;
  readonly note?: string;
}

const p = (field: string, metrics: string, source: string, names: string, fits: PairConvention['fits'], note?: string): PairConvention => ({
  field,
  metrics: metrics.split('/'),
  source,
  names: names.split('|').map((n) => n.trim()),
  fits,
  ...(note ? { note } : {}),
});

// crowd counting's "MSE" is the root of the mean squared count error, so it is never below the MAE
const maeThenMse = (v: readonly number[]): boolean => v.length === 2 && (v[0] as number) <= (v[1] as number);
// PSNR in dB (10-60 on these sets), then SSIM (a fraction)
const psnrThenSsim = (v: readonly number[]): boolean => v.length === 2 && (v[0] as number) >= 10 && (v[0] as number) <= 60 && (v[1] as number) > 0 && (v[1] as number) <= 1;

// summarization: ROUGE-1, ROUGE-2, ROUGE-L F-scores in %; the bigram overlap is the smallest, the LCS never above the unigrams
const rougeTriple = (v: readonly number[]): boolean => v.length === 3 && v.every((x) => x > 0 && x <= 100) && (v[1] as number) <= (v[0] as number) && (v[1] as number) <= (v[2] as number) && (v[2] as number) <= (v[0] as number);

// extractive QA: the token F1 is never below the exact match of the same answers
const f1ThenEm = (v: readonly number[]): boolean => v.length === 2 && (v[0] as number) >= (v[1] as number);

export const PAIR_CONVENTIONS: readonly PairConvention[] = [
  p(
    'crowd counting',
    'MAE/MSE',
    'https://github.com/gjy3035/Awesome-Crowd-Counting (leaderboards: MAE | MSE per dataset; Zhang et al. CVPR 2016, MCNN, Sec. 5)',
    'ShanghaiTech Part A|ShanghaiTech Part B|ShanghaiTech A|ShanghaiTech B|ShanghaiTechA|ShanghaiTechB|SHT A|SHT B|SHTA|SHTB|SHT-A|SHT-B|SHA|SHB|SH-A|SH-B|SHTech A|SHTech B|SHTech-A|SHTech-B|UCF-QNRF|UCF QNRF|QNRF|UCF_CC_50|UCF-CC-50|UCF CC 50|UCFCC50|JHU-CROWD|JHU-Crowd++|JHU-CROWD++|JHU|NWPU-Crowd|NWPU Crowd|GCC|Mall',
    maeThenMse,
    'the field prints "MSE" for the root mean squared count error',
  ),
  p(
    'single-image super-resolution',
    'PSNR/SSIM',
    'https://github.com/XPixelGroup/BasicSR (benchmark results: PSNR/SSIM on Set5, Set14, BSD100, Urban100, Manga109; Lim et al. 2017, EDSR, Table 3)',
    'Set5|Set14|B100|BSD100|BSDS100|Urban100|Manga109',
    psnrThenSsim,
  ),
  p(
    'cross-lingual question answering',
    'F1/EM',
    'https://github.com/google-research/xtreme (XTREME, Hu et al. 2020: "F1 / EM" on XQuAD, MLQA and TyDiQA-GoldP; Lewis et al. 2020, MLQA, Table 4)',
    'MLQA|XQuAD|TyDiQA|TyDiQA-GoldP|TyDi QA|TyDi-QA',
    f1ThenEm,
  ),
  p(
    'abstractive summarization',
    'ROUGE-1/ROUGE-2/ROUGE-L',
    'https://github.com/google-research/pegasus (results "R1/R2/RL" per dataset; Zhang et al. 2020, PEGASUS, Table 2; See et al. 2017 and Lewis et al. 2020, BART, report the same triple)',
    // (with the TensorFlow Datasets spellings in small letters: xsum, newsroom, gigaword …)
    'XSum|xsum|CNN/DailyMail|CNN/DM|CNNDM|CNN-DM|cnn_dailymail|Newsroom|newsroom|Multi-News|MultiNews|multi_news|Gigaword|gigaword|WikiHow|wikihow|Reddit TIFU|Reddit-TIFU|reddit_tifu|BIGPATENT|BigPatent|big_patent|arXiv|arxiv|PubMed|pubmed|AESLC|aeslc|BillSum|billsum|SAMSum|samsum',
    rougeTriple,
  ),
];
