/**
 * Headers papers of many fields print, read as the registry's metric with the direction that is better
 * (issue 25, round 5: the next documents are of fields nobody developed extraction on). One row per
 * printed spelling: [field, header as printed, metric id, direction]. The ids' sources are in each
 * registry entry's `source` (docs/metrics.md, "Known ids by field").
 */
import { describe, expect, it } from 'vitest';
import { findMetric } from '../../src/core/metric-registry.js';
import { metricFor } from '../../src/extract/metric-lookup.js';

type Row = readonly [field: string, header: string, id: string, direction: 'higher' | 'lower' | 'neither'];

const H = 'higher';
const L = 'lower';
const ROWS: readonly Row[] = [
  ['detection', 'AP50', 'ap50', H], ['detection', 'AP$_{50}$', 'ap50', H], ['detection', 'AP_{75}', 'ap75', H],
  ['detection', 'mAP@0.5:0.95', 'ap', H], ['detection', 'mAP@[.5:.95]', 'ap', H], ['detection', 'AP^{box}_{50}', 'ap50', H],
  ['detection', 'APr', 'ap-r', H], ['detection', 'AP_r', 'ap-r', H], ['detection', 'AP^{mask}_{r}', 'ap-r', H], ['detection', 'APc', 'ap-c', H],
  ['detection', 'APf', 'ap-f', H], ['detection', 'MR^-2', 'lamr', L], ['detection', 'MR$^{-2}$', 'lamr', L], ['detection', 'LAMR', 'lamr', L],
  ['detection', 'AP3D', 'ap', H], ['detection', 'AP_{BEV}', 'ap', H], ['detection', 'AR_{100}', 'ar', H],
  ['segmentation', 'mIoU', 'miou', H], ['segmentation', 'mAcc', 'mean-class-acc', H], ['segmentation', 'fwIoU', 'fwiou', H],
  ['segmentation', 'J&F', 'j-and-f', H], ['segmentation', 'J&F-Mean', 'j-and-f', H], ['segmentation', 'J-Mean', 'j-mean', H],
  ['segmentation', 'F-Mean', 'f-mean', H], ['segmentation', 'Boundary IoU', 'boundary-iou', H], ['segmentation', 'S-measure', 's-measure', H],
  ['segmentation', 'E-measure', 'e-measure', H], ['segmentation', 'PQ^{Th}', 'pq', H],
  ['tracking', 'HOTA', 'hota', H], ['tracking', 'DetA', 'deta', H], ['tracking', 'AssA', 'assa', H], ['tracking', 'MOTP', 'motp', H],
  ['tracking', 'IDs', 'id-switches', L], ['tracking', 'ID Sw.', 'id-switches', L], ['tracking', 'AMOTA', 'amota', H], ['tracking', 'AMOTP', 'amotp', L],
  ['pose', 'PCKh@0.5', 'pckh', H], ['pose', 'Mean PCKh', 'pckh', H], ['pose', 'PCK@0.2', 'pck', H], ['pose', 'MPJPE', 'mpjpe', L],
  ['pose', 'N-MPJPE', 'n-mpjpe', L], ['pose', 'PVE', 'pve', L], ['pose', 'MPVPE', 'pve', L],
  ['depth', 'AbsRel', 'abs-rel', L], ['depth', 'δ<1.25', 'delta1', H], ['depth', 'δ<1.25^2', 'delta2', H], ['depth', 'δ<1.25²', 'delta2', H],
  ['depth', 'δ<1.25³', 'delta3', H], ['depth', 'δ2', 'delta2', H], ['depth', 'δ3', 'delta3', H], ['depth', 'RMSE log', 'rmse-log', L],
  ['depth', 'RMSE(log)', 'rmse-log', L], ['depth', 'SILog', 'silog', L], ['depth', 'log10', 'log10', L],
  ['optical flow', 'EPE', 'epe', L], ['optical flow', 'AEPE', 'epe', L], ['optical flow', 'End-point error', 'epe', L],
  ['optical flow', 'Fl-all', 'fl-all', L], ['optical flow', 'Fl-all (%)', 'fl-all', L], ['optical flow', 'F1-all', 'fl-all', L],
  ['restoration', 'PSNR↑', 'psnr', H], ['restoration', 'PSNR (dB)', 'psnr', H], ['restoration', 'SSIM↑', 'ssim', H], ['restoration', 'LPIPS↓', 'lpips', L],
  ['restoration', 'NIQE↓', 'niqe', L], ['restoration', 'BRISQUE', 'brisque', L], ['restoration', 'MUSIQ', 'musiq', H], ['restoration', 'MANIQA', 'maniqa', H],
  ['restoration', 'CLIPIQA', 'clipiqa', H], ['restoration', 'DISTS', 'dists', L], ['restoration', 'SRCC', 'spearman', H], ['restoration', 'PLCC', 'pearson', H],
  ['generation', 'FID↓', 'fid', L], ['generation', 'FID$\\downarrow$', 'fid', L], ['generation', 'sFID', 'sfid', L], ['generation', 'IS↑', 'is', H],
  ['generation', 'FD_{DINOv2}', 'fd-dinov2', L], ['generation', 'ImageReward', 'imagereward', H], ['generation', 'HPSv2', 'hps', H],
  ['generation', 'HPS v2.1', 'hps', H], ['generation', 'PickScore', 'pickscore', H], ['generation', 'CLIP Score', 'clipscore', H],
  ['video', 'FVD', 'fvd', L], ['video', 'FVD↓', 'fvd', L], ['video', 'KVD', 'kvd', L],
  ['speech recognition', 'WER (%)', 'wer', L], ['speech recognition', 'WER↓', 'wer', L], ['speech recognition', 'CER', 'cer', L],
  ['speech recognition', 'MER', 'mer', L], ['speech recognition', 'RTF', 'rtf', L],
  ['speaker', 'EER(%)', 'eer', L], ['speaker', 'EER (%)', 'eer', L], ['speaker', 'minDCF', 'min-dcf', L], ['speaker', 'MinDCF0.01', 'min-dcf', L],
  ['speaker', 'DER (%)', 'der', L],
  ['enhancement', 'SI-SDRi', 'si-sdr-i', H], ['enhancement', 'SI-SNRi', 'si-sdr-i', H], ['enhancement', 'SDRi', 'sdr-i', H], ['enhancement', 'SDR', 'sdr', H],
  ['enhancement', 'PESQ', 'pesq', H], ['enhancement', 'WB-PESQ', 'pesq', H], ['enhancement', 'STOI (%)', 'stoi', H], ['enhancement', 'ESTOI', 'estoi', H],
  ['enhancement', 'CSIG', 'csig', H], ['enhancement', 'CBAK', 'cbak', H], ['enhancement', 'COVL', 'covl', H], ['enhancement', 'SegSNR', 'ssnr', H],
  ['TTS', 'MOS', 'mos', H], ['TTS', 'CMOS', 'cmos', H], ['TTS', 'SMOS', 'smos', H], ['TTS', 'UTMOS', 'utmos', H], ['TTS', 'MCD (dB)', 'mcd', L],
  ['TTS', 'SIM-o', 'secs', H],
  ['MT', 'chrF++', 'chrf++', H], ['MT', 'COMET-22', 'comet', H], ['MT', 'xCOMET', 'xcomet', H], ['MT', 'COMETKiwi', 'cometkiwi', H],
  ['MT', 'spBLEU', 'spbleu', H], ['MT', 'TER↓', 'ter', L],
  ['summarization', 'ROUGE-1', 'rouge-1', H], ['summarization', 'ROUGE-Lsum', 'rouge-l', H], ['summarization', 'R-2', 'rouge-2', H],
  ['summarization', 'BERTScore', 'bertscore', H],
  ['dialogue state tracking', 'Joint Goal Accuracy', 'joint-goal-accuracy', H], ['dialogue state tracking', 'JGA', 'joint-goal-accuracy', H],
  ['dialogue state tracking', 'Joint Accuracy', 'joint-goal-accuracy', H], ['dialogue state tracking', 'Slot Acc.', 'slot-accuracy', H],
  ['QA', 'EM', 'em', H], ['QA', 'F1', 'f1', H], ['QA', 'Exact Match', 'em', H],
  ['code', 'pass@1', 'pass@1', H], ['code', 'Pass@1 (%)', 'pass@1', H], ['code', 'CodeBLEU', 'codebleu', H],
  ['LLM evals', 'Win Rate', 'win-rate', H], ['LLM evals', 'LC WR', 'lc-win-rate', H], ['LLM evals', 'LC Win Rate', 'lc-win-rate', H],
  ['LLM evals', 'Length-controlled win rate', 'lc-win-rate', H], ['LLM evals', 'Acc. (%)', 'accuracy', H],
  ['retrieval', 'NDCG@10', 'ndcg@10', H], ['retrieval', 'nDCG@10', 'ndcg@10', H], ['retrieval', 'MRR@10', 'mrr', H], ['retrieval', 'P@10', 'p@10', H],
  ['retrieval', 'P@1', 'p@1', H], ['retrieval', 'Precision@10', 'p@10', H], ['retrieval', 'R-Prec', 'r-precision', H], ['retrieval', 'Recall@100', 'r@100', H],
  ['recommendation', 'HR@10', 'r@10', H], ['recommendation', 'HR@20', 'r@20', H], ['recommendation', 'N@10', 'ndcg@10', H],
  ['recommendation', 'GAUC', 'gauc', H], ['recommendation', 'LogLoss', 'nll', L],
  ['graph', 'Hits@20', 'r@20', H], ['graph', 'Hits@50', 'hits@50', H], ['graph', 'ROC-AUC', 'auc', H], ['graph', 'NMI', 'nmi', H],
  ['graph', 'Adjusted Rand index', 'adjusted-rand-index', H],
  ['knowledge graph', 'MRR', 'mrr', H], ['knowledge graph', 'Hits@1', 'r@1', H], ['knowledge graph', 'Hits@3', 'r@3', H], ['knowledge graph', 'H@3', 'r@3', H],
  ['knowledge graph', 'Hits@10', 'r@10', H],
  ['time series', 'MSE', 'mse', L], ['time series', 'CRPS', 'crps', L], ['time series', 'sMAPE', 'smape', L], ['time series', 'OWA', 'owa', L],
  ['time series', 'NRMSE', 'nrmse', L], ['time series', 'WQL', 'wql', L], ['time series', 'MSIS', 'msis', L], ['time series', 'CRPS-sum', 'crps-sum', L],
  ['time series', 'RSE', 'rse', L], ['time series', 'RRSE', 'rse', L], ['time series', 'Root Relative Squared Error', 'rse', L],
  ['time series', 'Mean absolute scaled error', 'mase-forecast', L],
  ['tabular', 'Avg. Rank', 'average-rank', L], ['tabular', 'Average rank', 'average-rank', L], ['tabular', 'RMSE', 'rmse', L],
  ['RL', 'Normalized score', 'return', H], ['RL', 'Median HNS', 'return', H], ['RL', 'IQM', 'iqm', H], ['RL', 'Optimality Gap', 'optimality-gap', L],
  ['RL', 'Success Rate', 'success-rate', H],
  ['medical', 'Dice', 'dice', H], ['medical', 'DSC (%)', 'dice', H], ['medical', 'HD95', 'hd95', L], ['medical', 'NSD', 'nsd', H], ['medical', 'ASSD', 'assd', L],
  ['medical', 'False Positive Volume', 'fp-volume', L], ['medical', 'FNV', 'fn-volume', L],
  ['anomaly', 'AUROC', 'auc', H], ['anomaly', 'I-AUROC', 'auc', H], ['anomaly', 'P-AUROC', 'auc', H], ['anomaly', 'AUPRO', 'aupro', H],
  ['anomaly', 'PRO', 'aupro', H], ['anomaly', 'AU-PRO', 'aupro', H], ['anomaly', 'F1-max', 'f1-max', H],
  ['re-ID', 'mINP', 'minp', H], ['re-ID', 'Rank-1', 'r@1', H], ['re-ID', 'mAP', 'map', H],
  ['calibration', 'ECE', 'ece', L], ['calibration', 'ECE (%)', 'ece', L], ['calibration', 'AURC', 'aurc', L], ['calibration', 'NLL', 'nll', L],
  ['calibration', 'Maximum calibration error', 'max-calibration-error', L],
  ['fairness', 'Worst-group acc', 'worst-group-acc', H], ['fairness', 'WGA', 'worst-group-acc', H], ['fairness', 'Worst Acc', 'worst-group-acc', H],
  ['fairness', 'ΔDP', 'dp-gap', L], ['fairness', '∆DP', 'dp-gap', L], ['fairness', 'DP gap', 'dp-gap', L], ['fairness', 'ΔEO', 'eo-gap', L],
  ['fairness', 'Equalized odds', 'eo-gap', L],
  ['robustness', 'Clean Acc', 'accuracy', H], ['robustness', 'clean acc', 'accuracy', H], ['robustness', 'Robust Acc', 'robust-acc', H], ['robustness', 'Robust accuracy', 'robust-acc', H], ['robustness', 'mCE', 'mce', L],
  ['robustness', 'Attack success rate', 'attack-success-rate', 'neither'],
  ['efficiency', 'tokens/s', 'throughput', H], ['efficiency', 'latency (ms)', 'latency', L], ['efficiency', 'GFLOPs', 'flops', L],
  ['efficiency', '#Params', 'params', L], ['efficiency', 'TTFT (ms)', 'ttft', L], ['efficiency', 'TPOT', 'tpot', L],
  ['correlation', 'Kendall τ', 'kendall', H], ['correlation', "Kendall's tau", 'kendall', H],
  ['driving planning', 'L2 (m)', 'l2-error', L], ['driving planning', 'avg. L2', 'l2-error', L], ['driving planning', 'Col. (%)', 'collision-rate', L],
  ['driving planning', 'avg. Col.', 'collision-rate', L], ['driving planning', 'Collision rate', 'collision-rate', L], ['driving planning', 'DS', 'driving-score', H],
  ['driving planning', 'Driving Score', 'driving-score', H], ['driving planning', 'RC', 'route-completion', H], ['driving planning', 'Infraction Score', 'infraction-score', H],
  ['driving planning', 'PDMS', 'pdms', H],
  ['lane detection', 'FDR', 'fdr', L], ['lane detection', 'FNR', 'fnr', L],
  ['LLM evals', 'MT-Bench score', 'judge-score', H],
  // fifth held-out set: face verification, learned compression, text-to-SQL, summarization, human evaluation
  ['face verification', 'TAR@FAR=1e-4', 'tar-at-far', H], ['face verification', 'TAR', 'tar-at-far', H], ['compression', 'BD-rate (%)', 'bd-rate', L],
  ['compression', 'BDBR', 'bd-rate', L], ['compression', 'BPP ↓', 'bpp', L], ['compression', 'bpp', 'bpp', L], ['text-to-SQL', 'EX', 'ex', H],
  ['text-to-SQL', 'Execution Accuracy', 'ex', H], ['text-to-SQL', 'R-VES', 'r-ves', H], ['summarization', 'R-SU', 'rouge-su4', H],
  ['summarization', 'ROUGE-SU4', 'rouge-su4', H], ['human evaluation', 'Times chosen as best', 'times-chosen-best', H],
];

// Headers that must NOT be read as these metrics: task abbreviations, settings and dataset names of other fields.
const NOT: ReadonlyArray<readonly [string, string | undefined]> = [
  ['ARI', undefined], // MathVista's arithmetic-reasoning column
  ['Δ Acc', undefined], // a delta column
  ['ΔPSNR', undefined],
  ['S', undefined], // a single letter never reaches S-measure through its Greek subscript
  ['E', undefined],
  ['V2V', undefined],
  ['FL', undefined],
  ['L2', undefined], // an adversarial threat model (ℓ2), not the planning error
  ['Linf', undefined],
];

describe('metric registry across fields', () => {
  it('covers at least 30 fields', () => {
    expect(new Set(ROWS.map((r) => r[0])).size).toBeGreaterThanOrEqual(30);
  });

  it.each(ROWS)('%s: reads %j as %s (%s is better)', (_field, header, id, direction) => {
    const def = findMetric(header);
    expect(def?.id).toBe(id);
    expect(def?.direction).toBe(direction);
    // the header reader of `audit extract` agrees with the registry
    expect(metricFor(header)).toBe(id);
  });

  // a qualifier before a short metric the registry prints in capitals (anomaly detection's image / pixel levels)
  it.each([
    ['Image F1', 'f1'], ['Pixel AP', 'ap'], ['Image AP', 'ap'], ['Image F1-max', 'f1-max'], ['Pixel F1-max', 'f1-max'], ['Pixel AUPRO', 'aupro'],
    ['Model A1', undefined], ['Stage in', undefined],
  ] as const)('audit extract reads the qualified header %j as %s', (header, id) => {
    expect(metricFor(header)).toBe(id);
  });

  it.each(NOT)('reads %j as no metric of another field', (header, id) => {
    expect(findMetric(header)?.id).toBe(id);
  });

  it('names a source for every entry added for these fields', () => {
    const added = new Set(ROWS.map((r) => r[2]));
    const missing = [...added].map((id) => findMetric(id)).filter((d) => d && d.source === undefined && !ORIGINAL.has(d.id)).map((d) => d?.id);
    expect(missing).toEqual([]);
  });
});

// entries the registry had before the source field (docs/metrics.md lists them by field)
const ORIGINAL = new Set(['ap50', 'ap75', 'ap', 'ar', 'miou', 'pq', 'hota', 'id-switches', 'pck', 'mpjpe', 'abs-rel', 'delta1', 'psnr', 'ssim', 'lpips', 'fid', 'sfid', 'is', 'clipscore', 'fvd', 'wer', 'cer', 'rtf', 'eer', 'pesq', 'stoi', 'mos', 'utmos', 'secs', 'chrf++', 'comet', 'ter', 'rouge-1', 'rouge-l', 'rouge-2', 'bertscore', 'em', 'f1', 'pass@1', 'win-rate', 'accuracy', 'ndcg@10', 'mrr', 'r@100', 'r@10', 'r@20', 'nll', 'hits@50', 'auc', 'r@1', 'mse', 'crps', 'smape', 'rmse', 'return', 'iqm', 'success-rate', 'dice', 'hd95', 'assd', 'minp', 'map', 'ece', 'throughput', 'latency', 'flops', 'params', 'spearman', 'pearson']);
