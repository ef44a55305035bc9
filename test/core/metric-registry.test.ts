import { describe, expect, it } from 'vitest';
import { allMetrics, closeMetricIds, findMetric, findMetricSymbol, isCostMetric, metricById, type MetricDef } from '../../src/core/metric-registry.js';
import { symbolOnly } from '../../src/core/metric-symbol.js';

// Printed headers as papers print them → the registry id they mean.
const HEADERS: ReadonlyArray<readonly [string, string]> = [
  // captioning keeps the coco-caption ids
  ['B@4', 'Bleu_4'], ['BLEU-4', 'Bleu_4'], ['B-1', 'Bleu_1'], ['BLEU@2', 'Bleu_2'], ['METEOR', 'METEOR'],
  ['ROUGE-L', 'ROUGE_L'], ['CIDEr-D', 'CIDEr'], ['CIDEr', 'CIDEr'], ['SPICE', 'SPICE'],
  // classification
  ['Acc@1 (%)', 'top1-acc'], ['Top-1 Acc. (%)', 'top1-acc'], ['top-1', 'top1-acc'], ['Top1 ↑', 'top1-acc'],
  ['Acc@5', 'top5-acc'], ['Top-5 Error', 'top5-err'], ['Top-1 err.', 'top1-err'], ['Error (%)', 'error-rate'],
  ['Acc.', 'accuracy'], ['Accuracy', 'accuracy'], ['Test Acc (%)', 'accuracy'], ['AUROC', 'auc'],
  // detection / segmentation
  ['AP', 'ap'], ['AP^box', 'ap'], ['AP$^{\\text{mask}}$', 'ap'], ['AP_50', 'ap50'], ['AP<sub>50</sub>', 'ap50'],
  ['AP₅₀', 'ap50'], ['mAP@0.5', 'ap50'], ['mAP@.5', 'ap50'], ['AP75', 'ap75'], ['AP_S', 'ap-s'], ['APm', 'ap-m'],
  ['AP_l', 'ap-l'], ['mAP', 'map'], ['mIoU (%)', 'miou'], ['PQ', 'pq'],
  // NLP / MT
  ['EM', 'em'], ['F1', 'f1'], ['F1-score', 'f1'], ['Macro-F1', 'macro-f1'], ['BLEU', 'bleu'], ['sacreBLEU', 'sacrebleu'],
  ['chrF', 'chrf'], ['chrF++', 'chrf++'], ['ROUGE-1', 'rouge-1'], ['R-1', 'rouge-1'], ['R-2', 'rouge-2'],
  ['ROUGE-Lsum', 'rouge-l'], ['PPL ↓', 'perplexity'], ['Perplexity', 'perplexity'],
  // speech
  ['WER (%)', 'wer'], ['WER↓', 'wer'], ['CER', 'cer'],
  // generation
  ['FID ↓', 'fid'], ['FID-50K', 'fid'], ['IS ↑', 'is'], ['KID', 'kid'], ['Prec.', 'precision'], ['Recall', 'recall'],
  ['CLIPScore', 'clipscore'], ['CLIP-S', 'clipscore'],
  // retrieval
  ['R@1', 'r@1'], ['R@5', 'r@5'], ['R@10', 'r@10'], ['R1', 'r@1'], ['Recall@10', 'r@10'], ['MRR@10', 'mrr'],
  ['nDCG@10', 'ndcg@10'], ['NDCG', 'ndcg'],
  // RL
  ['Return', 'return'], ['Avg. return', 'return'], ['Success rate (%)', 'success-rate'],
  // efficiency and cost
  ['Params', 'params'], ['#Params (M)', 'params'], ['Params M', 'params'], ['FLOPs (G)', 'flops'], ['GFLOPs', 'flops'],
  ['MACs', 'macs'], ['Latency [ms]', 'latency'], ['Throughput (img/s)', 'throughput'], ['FPS', 'throughput'],
  ['Memory (GB)', 'memory'], ['Training time (h)', 'train-time'], ['GPU hours', 'gpu-hours'],
  // ids themselves
  ['top1-acc', 'top1-acc'], ['rouge-l', 'rouge-l'], ['ap-s', 'ap-s'],
  ['R²', 'r-squared'], ['R^2', 'r-squared'],
  // printed by real READMEs (test/fixtures/extract-corpus): audio captioning, word timestamps, a typo, a cost ratio
  // set 44 and 46 (round 26): point-cloud generation, single-cell imputation, weighted F1
  ['FENSE', 'fense'], ['CE-P', 'precision'], ['CE-R', 'recall'], ['CE-F1', 'f1'], ['MMD-CD', 'mmd-cd'], ['COV-EMD', 'cov-emd'], ['1-NNA-CD', '1-nna-cd'], ['Test MRE', 'mre'], ['Weighted-F1', 'weighted-f1'],
  ['SPIDEr', 'spider'], ['AAC (ms)', 'aac'], ['AAC ↓', 'aac'], ['BLUE', 'bleu'], ['MAP', 'map'], ['MAP (%)', 'map'],
  ['Relative speed', 'relative-speed'], ['Speed-up', 'relative-speed'],
  ['mean of top-1 and top-5 accuracy', 'mean-top1-top5-acc'], ['Top-1', 'top1-acc'],
  // issue 25, held-out READMEs and docs pages: nuScenes detection, OGB link prediction, OCR, binary log loss, seconds per iteration
  ['NDS', 'nds'], ['mATE', 'mate'], ['mASE', 'mase'], ['mAOE', 'maoe'], ['mAVE', 'mave'], ['mAAE', 'maae'],
  ['Hits@50', 'hits@50'], ['Logloss', 'nll'], ['Exact', 'em'], ['Partial', 'partial-match'], ['sec/it', 'latency'],
  ['s/it (B: 64)', 'latency'], ['it/s', 'throughput'], ['SS↑', 'secs'], ['Speaker similarity', 'secs'], ['mAPH', 'maph'],
  // issue 25, fourth held-out set: calibration, speaker verification, code-evaluation correlation, tracking, CrowdPose, scene parsing, latency
  ['Test Cal. Error', 'ece'], ['MinDCF', 'min-dcf'], ['minDCF ↓', 'min-dcf'], ["Kendall's τ", 'kendall'], ['Kendall-Tau', 'kendall'],
  ['P<sub>norm</sub> (%)', 'norm-precision'], ['P norm (%)', 'norm-precision'], ['AP(H)', 'ap-h'], ['Overall Score', 'overall-score'],
  ['InfLat. ↓', 'latency'], ['ms/frame↓', 'latency'],
  ['PCKh', 'pckh'], ['PCKh@0.5', 'pckh'],
  // fields added for issue 25: structure prediction, NLG, code, tracking, pose, depth, OOD detection, forecasting, separation
  ['TM-score', 'tm-score'], ['GDT_TS', 'gdt-ts'], ['lDDT', 'lddt'], ['RMSD (Å)', 'rmsd'], ['BLEURT-20', 'bleurt'],
  ['Pass@5', 'pass@5'], ['pass@100', 'pass@100'], ['MOTA↑', 'mota'], ['IDF1', 'idf1'], ['HOTA', 'hota'], ['IDSW', 'id-switches'],
  ['PCK', 'pck'], ['MPJPE (mm)', 'mpjpe'], ['PA-MPJPE', 'pa-mpjpe'], ['Abs Rel', 'abs-rel'], ['AbsRel ↓', 'abs-rel'],
  ['Sq Rel', 'sq-rel'], ['δ<1.25', 'delta1'], ['δ < 1.25 ↑', 'delta1'], ['δ1', 'delta1'], ['AUPR', 'auprc'], ['FPR95', 'fpr95'],
  ['sMAPE', 'smape'], ['MAPE', 'mape'], ['CRPS', 'crps'], ['SI-SNR', 'si-sdr'], ['SI-SDR (dB)', 'si-sdr'],
  ['Recall@20', 'r@20'], ['NDCG@20', 'ndcg@20'], ['HD95 (mm)', 'hd95'], ['ASSD', 'assd'], ['Sensitivity', 'sensitivity'],
  ['Specificity (%)', 'specificity'], ['Brier score', 'brier'], ["Cohen's kappa", 'kappa'], ['QWK', 'qwk'], ['minADE', 'min-ade'],
  ['FDE (m)', 'fde'], ['Miss Rate', 'miss-rate'], ['Chamfer-L1', 'chamfer-distance'], ['EMD', 'emd'], ['FAD ↓', 'fad'],
  ['DNSMOS', 'dnsmos'], ['CLIP-I', 'clip-i'], ['CLIP-T', 'clip-t'], ['SPL', 'spl'], ['IQM', 'iqm'], ['Arena Elo', 'elo'],
  ['CCC', 'ccc'], ['mAP50-95', 'ap'], ['AP50:95', 'ap'], ['BS', 'batch-size'],
];

const NOT_METRICS = ['Method', 'Model', 'Year', 'Backbone', 'ImageNet', 'COCO', 'LibriSpeech', 'test-clean', 'Dataset', 'Venue', 'Ours', 'Δ Acc', '', '  ', '1', '1.25', '<1.25'];

/** An alias read only beside its metrics (`besideOnly`), in any spelling ("MT", "MT (%)", "MT↑"): findMetric knows it not. */
function readOnlyBeside(m: MetricDef, alias: string): boolean {
  const key = (s: string): string => s.replace(/[↑↓]/g, '').replace(/\s*\(%\)\s*$/, '').toLowerCase().replace(/[\s{}_]+/g, '');
  return (m.besideOnly ?? []).some((b) => key(b) === key(alias));
}

describe('metric registry', () => {
  it.each(HEADERS)('reads the printed header %j as %s', (printed, id) => {
    expect(findMetric(printed)?.id).toBe(id);
  });

  it.each(NOT_METRICS)('finds no metric in %j', (printed) => {
    expect(findMetric(printed)).toBeUndefined();
  });

  it('knows which way is better and how each metric is printed', () => {
    expect(findMetric('WER')).toMatchObject({ direction: 'lower', scale: 'percent', field: 'speech' });
    expect(findMetric('FID')).toMatchObject({ direction: 'lower', scale: 'raw' });
    expect(findMetric('Top-1')).toMatchObject({ direction: 'higher', scale: 'percent' });
    expect(findMetric('Params')).toMatchObject({ direction: 'lower', scale: 'count' });
    expect(findMetric('Latency')).toMatchObject({ direction: 'lower', scale: 'time', unit: 'ms' });
    expect(findMetric('Epochs')?.direction).toBe('neither');
    expect(findMetric('AAC (ms)')).toMatchObject({ direction: 'lower', scale: 'time', unit: 'ms', field: 'speech' });
    expect(findMetric('Relative speed')).toMatchObject({ direction: 'higher', field: 'efficiency' });
    expect(findMetric('SPIDEr')).toMatchObject({ direction: 'higher', field: 'captioning' });
    expect(isCostMetric(findMetric('FLOPs') as MetricDef)).toBe(true);
    expect(isCostMetric(findMetric('CIDEr') as MetricDef)).toBe(false);
  });

  it('has unique ids and complete entries', () => {
    const all = allMetrics();
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    for (const m of all) {
      expect(m.aliases.length, m.id).toBeGreaterThan(0);
      expect(['higher', 'lower', 'neither']).toContain(m.direction);
      expect(['percent', 'fraction', 'raw', 'count', 'time', 'bytes']).toContain(m.scale);
      expect(m.field, m.id).toMatch(/^[a-z]+$/);
    }
  });

  it('every alias finds its own entry (no alias is shadowed by another entry)', () => {
    const shadowed: string[] = [];
    for (const m of allMetrics()) for (const a of [m.name, ...m.aliases]) if (!readOnlyBeside(m, a) && (symbolOnly(a) ? findMetricSymbol(a) : findMetric(a))?.id !== m.id) shadowed.push(`${a} → ${findMetric(a)?.id} (listed under ${m.id})`);
    expect(shadowed).toEqual([]);
  });

  it('a declared metric is found by id and printed name, and wins over a built-in of the same name', () => {
    const declared: MetricDef[] = [
      { id: 'dockq', name: 'DockQ', aliases: ['DockQ-v2'], direction: 'higher', scale: 'fraction', unit: '', field: 'structure' },
      { id: 'my-acc', name: 'Acc', aliases: [], direction: 'higher', scale: 'fraction', field: 'nlp' },
    ];
    expect(findMetric('DockQ-v2 ↑', declared)?.id).toBe('dockq');
    expect(metricById('dockq', declared)?.scale).toBe('fraction');
    expect(metricById('dockq')).toBeUndefined();
    expect(findMetric('Acc', declared)?.id).toBe('my-acc');
    expect(findMetric('Acc')?.id).toBe('accuracy');
    expect(allMetrics(declared).length).toBe(allMetrics().length + 2);
  });

  it('suggests close ids for a misspelt metric', () => {
    expect(closeMetricIds('top1-accc')).toContain('top1-acc');
    expect(closeMetricIds('cidr')).toContain('CIDEr');
  });
});
