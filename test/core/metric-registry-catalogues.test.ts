/**
 * The registry's consistency and its precision guard (issue 25, round 7: systematic coverage from metric
 * catalogues, test/fixtures/metric-catalogues/). Breadth must not make a stray word a metric: an alias that is
 * a short acronym or an ordinary word of other things is `besideOnly`, read only beside its metrics.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMetrics, besideOnlyReadings, findMetric, metricById } from '../../src/core/metric-registry.js';
import { resolveAmbiguous } from '../../src/extract/ambiguous-metric.js';
import { metricFor, metricsInText } from '../../src/extract/metric-lookup.js';

const looseKey = (s: string): string => s.toLowerCase().replace(/[\s{}_]+/g, '');
const accepts = (): boolean => true;
const catalogues = readdirSync(join(import.meta.dirname, '../fixtures/metric-catalogues')).map((f) => f.replace(/\.json$/, ''));

describe('metric registry consistency', () => {
  it('ids unique; every entry has a name, aliases, a source, a valid direction and scale', () => {
    const all = allMetrics();
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    const bad = all.filter((m) => !m.name || !m.aliases.length || !m.source?.trim() || !['higher', 'lower', 'neither'].includes(m.direction) || !['percent', 'fraction', 'raw', 'count', 'time', 'bytes'].includes(m.scale));
    expect(bad.map((m) => m.id)).toEqual([]);
  });

  it('an entry added from a catalogue names a catalogue file of test/fixtures/metric-catalogues', () => {
    const unknown = allMetrics().filter((m) => m.catalogue !== undefined && !catalogues.includes(m.catalogue));
    expect(unknown.map((m) => `${m.id}: ${m.catalogue}`)).toEqual([]);
  });

  it('no printed name is shared by two ids (an alias of two fields is declared in ambiguous-metric.ts, or is besideOnly in each)', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    // a name every entry printing it reads only beside its own metrics ("Coverage": generative models, recommenders)
    const besideOnlyIn = new Map<string, number>();
    const printing = new Map<string, number>();
    for (const m of allMetrics()) {
      const only = new Set((m.besideOnly ?? []).map(looseKey));
      for (const a of new Set([m.name, ...m.aliases].map(looseKey))) {
        printing.set(a, (printing.get(a) ?? 0) + 1);
        if (only.has(a)) besideOnlyIn.set(a, (besideOnlyIn.get(a) ?? 0) + 1);
      }
    }
    for (const m of allMetrics()) {
      for (const a of new Set([m.name, ...m.aliases].map(looseKey))) {
        if (printing.get(a) === besideOnlyIn.get(a)) continue;
        const o = owner.get(a);
        if (o && o !== m.id) shared.push(`${a}: ${o} and ${m.id}`);
        else owner.set(a, m.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it('a besideOnly alias is one of its aliases, and names the metrics beside it by registry id', () => {
    const bad: string[] = [];
    for (const m of allMetrics()) {
      if (!m.besideOnly) continue;
      for (const b of m.besideOnly) if (!m.aliases.includes(b)) bad.push(`${m.id}: ${b} not an alias`);
      if (!m.near?.length) bad.push(`${m.id}: no near`);
      for (const n of m.near ?? []) if (!metricById(n)) bad.push(`${m.id}: near ${n} unknown`);
    }
    expect(bad).toEqual([]);
  });

  it('the rule for catalogue entries: an alias of one to three letters is read only beside its metrics', () => {
    const open = allMetrics().filter((m) => m.catalogue).flatMap((m) => m.aliases.filter((a) => /^[A-Za-z]{1,3}$/.test(a) && !m.besideOnly?.includes(a)).map((a) => `${m.id}: ${a}`));
    expect(open).toEqual([]);
  });
});

describe('precision guard: short and common aliases', () => {
  // acronyms and words other fields print for things that are not these metrics ("MT" alone stays the seed
  // papers' METEOR abbreviation, src/extract/names.ts; beside MOTA it is mostly tracked, below)
  const STRAY = ['ML', 'FP', 'FN', 'SA', 'TL', 'NE', 'PI', 'SAM', 'ACE', 'SAR', 'LAS', 'CLS', 'ADD', 'SIG', 'MUC', 'ATE', 'SER', 'GP', 'OR', 'ND', 'AA', 'NC', 'ARI', 'RR', 'Coverage', 'Density', 'Validity', 'Novelty', 'Combined', 'Greedy', 'DINO', 'Inform'];

  it('none is a metric alone, as a header or in a sentence', () => {
    expect(STRAY.filter((w) => findMetric(w) !== undefined || metricFor(w) !== undefined)).toEqual([]);
    expect(STRAY.filter((w) => metricsInText(`Table 2: results of ${w} on the test split. We compare ${w} with the baseline.`).length > 0)).toEqual([]);
  });

  it('each is read beside the metrics its field prints with it, with a review line', () => {
    const cases: ReadonlyArray<readonly [string, readonly string[], string]> = [
      ['MT', ['mota', 'idf1'], 'mostly-tracked'],
      ['FP', ['mota', 'id-switches'], 'false-positives'],
      ['SAM', ['ergas', 'psnr'], 'spectral-angle-mapper'],
      ['LAS', ['unlabeled-attachment-score'], 'labeled-attachment-score'],
      ['Coverage', ['precision', 'recall', 'fid'], 'gen-coverage'],
      ['NE', ['spl', 'success-rate'], 'navigation-error'],
      ['ARI', ['nmi'], 'adjusted-rand-index'],
    ];
    for (const [h, beside, id] of cases) {
      const r = resolveAmbiguous(h, beside, '', accepts);
      expect(r?.metric, h).toBe(id);
      expect(r?.review, h).toMatch(/read only beside its metrics/);
      expect(resolveAmbiguous(h, ['top1-acc'], '', accepts), `${h} beside top-1`).toBeUndefined();
    }
  });

  it('every besideOnly alias is unknown to findMetric and known to the beside-reading table', () => {
    const beside = besideOnlyReadings();
    const leaks = allMetrics().flatMap((m) => (m.besideOnly ?? []).filter((b) => findMetric(b) !== undefined || !beside.has(b.toLowerCase().replace(/\s+/g, ''))).map((b) => `${m.id}: ${b}`));
    expect(leaks).toEqual([]);
  });
});

describe('catalogue metrics as papers print them', () => {
  const ROWS: ReadonlyArray<readonly [string, string]> = [
    ['D1-all (%)', 'd1-all'], ['iIoU', 'iiou'], ['AR_{100}', 'ar'], ['AR10', 'ar10'], ['AOS', 'aos-never'],
    ['J-Recall', 'j-recall'], ['F-Decay', 'f-decay'], ['IDF1', 'idf1'], ['sMOTA', 'smota'], ['ADD-S', 'add-s'], ['ADD(-S)', 'add-or-s'],
    ['NME (%)', 'nme-never'], ['1-N.E.D', 'one-minus-ned'], ['TEDS-S', 'teds-s'], ['Hmean', 'hmean'], ['SI-SNR', 'si-sdr'],
    ['FSIM↑', 'fsim'], ['GMSD↓', 'gmsd'], ['PieAPP', 'pieapp'], ['ERGAS', 'ergas'], ['CMMD↓', 'cmmd'], ['Vendi Score', 'vendi-score'],
    ['Bpref', 'bpref'], ['infAP', 'infap'], ['Recall@1000', 'r@1000'], ['nDTW', 'ndtw'], ['SoftSPL', 'soft-spl'], ['RMSSE', 'rmsse'],
    ['IntDiv2', 'int-div'], ['Vina Score', 'vina-score'], ['GiniIndex@10', 'gini-index'], ['ItemCoverage@20', 'item-coverage'],
    ['SARI', 'sari'], ['CEAFe', 'ceafe'], ['Distinct-2', 'distinct-2'], ['Self-BLEU', 'self-bleu'], ['Smatch', 'smatch'], ['F0.5', 'f0.5'],
    ['oIoU', 'oiou'], ['Prec@0.7', 'prec@0.7'], ['R1@0.5', 'r1-iou0.5'], ['R@1,IoU=0.7', 'r1-iou0.7'], ['AUC@10°', 'pose-auc@10'],
    ['PA-PVE', 'pa-pve'], ['Accel', 'accel-error'], ['lwlrap', 'lwlrap'], ['√PEHE', 'pehe'], ['Silhouette', 'silhouette'],
    ['Statistical Parity Difference', 'dp-gap'], ['Adaptive ECE', 'adaptive-ece'], ['MOTAR', 'motar'], ['t_rel (%)', 't-rel'],
    ['P@20', 'p@20'], ['Top-10 Acc', 'top10-acc'], ['Pinball loss', 'pinball-loss'], ['Dist-3', 'distinct-3'], ['AR@1000', 'ar@1000'],
  ];
  it.each(ROWS.filter(([, id]) => !id.endsWith('-never')))('%s → %s', (header, id) => {
    expect(findMetric(header)?.id).toBe(id);
    expect(metricFor(header)).toBe(id);
  });
  it('a three-letter acronym of a catalogue entry is no metric alone (AOS, NME)', () => {
    for (const [header] of ROWS.filter(([, id]) => id.endsWith('-never'))) expect(metricFor(header), header).toBeUndefined();
  });
});
