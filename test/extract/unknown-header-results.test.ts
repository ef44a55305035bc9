/**
 * A results table whose metric headers the registry does not know (src/extract/results-evidence.ts,
 * unknown-header-columns.ts, abbreviation-definitions.ts): drafted as results with guessed metric ids when it prints
 * the signs of results and none of settings, its headers read through the abbreviations the document defines.
 * Documents in several fields (quantitative finance, survival analysis, protein design, a made-up metric), each drafted
 * as an attributes table (every cell lost) before.
 */
import { describe, expect, it } from 'vitest';
import { abbreviationDefinitions, spellsAbbreviation } from '../../src/extract/abbreviation-definitions.js';
import { reportsResults, resultsEvidence } from '../../src/extract/results-evidence.js';
import { qualifiedName } from '../../src/extract/unknown-header-columns.js';
import { expectValidates, extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  metrics?: { id: string; name: string; direction: string; scale: string }[];
  tables: { kind: string; columns: { metric?: string; id?: string; label: string; subset?: string }[]; rows: { method?: string; key?: string; values: unknown[] }[] }[];
}

describe('abbreviations a document defines (abbreviation-definitions.ts)', () => {
  it('reads "long (ABBR)", "ABBR (long)", "ABBR: long", "ABBR denotes/stands for long"', () => {
    const defs = abbreviationDefinitions([
      'We report the integrated Brier score (IBS) and D-Cal (distribution calibration).',
      'T-AUC denotes the time-dependent AUC. ADE: average displacement error; FDE stands for final displacement error.',
      'MPJPE (mean per joint position error) in mm.',
    ].join('\n'));
    expect(Object.fromEntries(defs)).toEqual({
      IBS: 'integrated Brier score',
      'D-Cal': 'distribution calibration',
      'T-AUC': 'time-dependent AUC',
      ADE: 'average displacement error',
      FDE: 'final displacement error',
      MPJPE: 'mean per joint position error',
    });
  });

  it('defines nothing where the bracket does not spell the word before it', () => {
    const defs = abbreviationDefinitions('Accuracy (%) of all models (Table 2). We use BERT (Devlin et al.). Results (ours). Note: see above.');
    expect([...defs.keys()]).toEqual([]);
    expect(spellsAbbreviation('IBS', 'integrated Brier score')).toBe(0);
    expect(spellsAbbreviation('IBS', 'Brier score')).toBe(-1);
  });
});

describe('results evidence (results-evidence.ts)', () => {
  const ctx = { datasets: [{ id: 'metabric', name: 'METABRIC' }], abbreviations: new Map<string, string>() };
  const table = (over: Record<string, unknown>) => ({ doc: 'r', index: 1, line: 0, number: 1, numberFrom: 'order' as const, context: '', header: [['Model', 'Zorblax', 'Q-Score']], body: [['Baseline', '12.3', '0.81'], ['FooNet', '14.1', '0.85']], ...over });
  it('needs two signs of results and none of settings', () => {
    expect(reportsResults(resultsEvidence(table({}), ctx))).toBe(false);
    expect(reportsResults(resultsEvidence(table({ section: 'Results' }), ctx))).toBe(false);
    expect(reportsResults(resultsEvidence(table({ section: 'Results', body: [['Baseline', '12.3', '0.81'], ['FooNet (ours)', '**14.1**', '**0.85**']] }), ctx))).toBe(true);
    expect(reportsResults(resultsEvidence(table({ caption: 'Comparison on METABRIC.' }), ctx))).toBe(true);
    expect(reportsResults(resultsEvidence(table({ caption: 'Comparison on METABRIC: model configurations.' }), ctx))).toBe(false);
    expect(reportsResults(resultsEvidence(table({ section: 'Results', header: [['Model', '# Layers', 'Hidden size']], body: [['Small (ours)', '6', '512']] }), ctx))).toBe(false);
  });
});

describe('results tables with metric headers the registry lacks', () => {
  it('drafts an inventory-simulation table (operations research) as results, ids guessed from the headers, direction only where printed', () => {
    // (a finance backtest table was this example until round 17, when the registry learnt the field's metrics: test/extract/finance-metrics.test.ts)
    const { draft, yaml, dir } = extractMarkdown<Draft>([
      '# InvNet',
      '',
      '## Simulation results',
      '',
      '| Policy | Fill Rate | Turnover Ratio | Stockout Days ↓ |',
      '| --- | --- | --- | --- |',
      '| Base stock | 0.62 | 0.41 | 33.1 |',
      '| (s, S) | 0.88 | 0.57 | 27.4 |',
      '| InvNet (ours) | **0.95** | **0.93** | **18.2** |',
      '',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['fill-rate', 'turnover-ratio', 'stockout-days']);
    expect(t?.rows.at(-1)?.values).toEqual([0.95, 0.93, 18.2]);
    const dirs = Object.fromEntries((draft.metrics ?? []).map((m) => [m.id, m.direction]));
    expect(dirs).toEqual({ 'fill-rate': 'neither', 'stockout-days': 'lower', 'turnover-ratio': 'neither' });
    expect(yaml).toContain("'stockout-days' is not a registry id: guessed from the header");
    expectValidates(dir);
  });

  it('resolves survival-analysis abbreviations the document defines: a registry long name gives its id, else the long name is the guess', () => {
    const { draft, yaml } = extractMarkdown<Draft>([
      '# DeepSurvX',
      '',
      'We evaluate with the integrated Brier score (IBS) and the distribution calibration (D-Cal) statistic.',
      '',
      '## Comparison with baselines',
      '',
      '| Model | IBS | D-Cal |',
      '| --- | --- | --- |',
      '| CoxPH | 0.182 | 3.41 |',
      '| DeepHit | 0.171 | 2.95 |',
      '| DeepSurvX (ours) | 0.158 | 1.87 |',
      '',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['integrated-brier-score', 'distribution-calibration']);
    expect(yaml).toContain('guessed from the document\'s definition "D-Cal: distribution calibration"');
  });

  it('reads arrows and bold best values in a protein-design table, a group header its subset', () => {
    const { draft } = extractMarkdown<Draft>([
      '# FoldDiff',
      '',
      '## Evaluation',
      '',
      '<table><tr><th rowspan="2">Method</th><th colspan="2">Monomers</th></tr>',
      '<tr><th>pLDDT ↑</th><th>scRMSD ↓</th></tr>',
      '<tr><td>RFdiffusion</td><td>84.2</td><td>1.21</td></tr>',
      '<tr><td>FoldDiff</td><td><b>86.9</b></td><td><b>0.97</b></td></tr></table>',
      '',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => [c.metric, c.subset])).toEqual([['plddt', 'monomers'], ['scrmsd', 'monomers']]);
    expect(Object.fromEntries((draft.metrics ?? []).map((m) => [m.id, m.direction]))).toEqual({ plddt: 'higher', scrmsd: 'lower' });
  });

  it('keeps a configuration table, and a table with one sign of results only, as attributes', () => {
    const config = extractMarkdown<Draft>([
      '# FooNet',
      '',
      '## Model configurations',
      '',
      '| Model | Zorblax | Q-Score |',
      '| --- | --- | --- |',
      '| FooNet-S (ours) | 12 | 0.81 |',
      '| FooNet-L (ours) | 24 | 0.85 |',
      '',
    ]).draft;
    expect(config.tables[0]?.kind).toBe('attributes');
    const single = extractMarkdown<Draft>(['# FooNet', '', '## Results', '', '| Model | Zorblax | Q-Score |', '| --- | --- | --- |', '| FooNet-S | 12 | 0.81 |', '| FooNet-L | 24 | 0.85 |', ''])
      .draft;
    expect(single.tables[0]?.kind).toBe('attributes');
  });
});

describe('badges in a row label (read-markdown.ts mdInline)', () => {
  it('drops a badge image beside the method\'s name, keeps a cell that is only a badge', async () => {
    const { mdInline } = await import('../../src/extract/read-markdown.js');
    expect(mdInline('**Pre-BiT++**<br />[![CVPR](https://img.shields.io/badge/2023-CVPR-1e407f)](https://example.org/p.html) [![GitHub Stars](https://img.shields.io/github/stars/a/b)](https://github.com/a/b)')).toBe('**Pre-BiT++**');
    expect(mdInline('[![arXiv](https://img.shields.io/badge/arXiv-2401.1-b31b1b)](https://arxiv.org/abs/2401.1)')).toBe('arXiv');
    expect(mdInline('![plot](figures/plot.png) FooNet')).toBe('plot FooNet');
    const { draft } = extractMarkdown<Draft>([
      '# Frame interpolation ranking',
      '',
      '## Vimeo-90K',
      '',
      '| Rank | Method | PSNR |',
      '| --- | --- | --- |',
      '| 1 | **FooVFI**<br />[![CVPR](https://img.shields.io/badge/2024-CVPR-1e407f)](https://example.org/a) | **36.41** |',
      '| 2 | BarVFI [![ICCV](https://img.shields.io/badge/2023-ICCV-1e407f)](https://example.org/b) | 36.05 |',
      '',
    ]);
    expect(draft.tables[0]?.rows.map((r) => r.method)).toEqual(['foovfi', 'barvfi']);
  });
});

describe('a qualifier before the metric name in a header (unknown-header-columns.ts qualifiedName)', () => {
  it('reads the data before a metric the headers share, or a defined abbreviation after it, as the subset (knowledge tracing)', () => {
    const { draft } = extractMarkdown<Draft>([
      '# KTNet',
      '',
      '<table>',
      '<caption>Table 2: Comparison with state-of-the-art knowledge tracing models.</caption>',
      '<tr><th>Model</th><th>ASSIST09 W-AUC</th><th>ASSIST09 RMSE-KT</th><th>EdNet W-AUC</th></tr>',
      '<tr><td>DKT</td><td>0.7561 ± 0.0012</td><td>0.4202 ± 0.0010</td><td>0.7013 ± 0.0008</td></tr>',
      '<tr><td>KTNet</td><td>0.7794 ± 0.0011</td><td>0.4101 ± 0.0007</td><td>0.7290 ± 0.0010</td></tr>',
      '</table>',
      '',
      'W-AUC denotes the window-weighted AUC.',
      '',
    ]);
    expect(draft.tables[0]?.kind).toBe('results');
    // the note's "AUC" gives way to the definition of the header's W-AUC; the RMSE-KT column keeps the note's metric
    // (the text names no other for it): a review line says where it came from
    const cols = draft.tables[0]?.columns.map((c) => [c.metric, c.subset]);
    expect([cols?.[0], cols?.[2]]).toEqual([['window-weighted-auc', 'assist09'], ['window-weighted-auc', 'ednet']]);
  });

  it('reads a plain shared word as no metric name ("Sharpe Ratio | Calmar Ratio"), a data name before metrics the headers share as the subset', () => {
    const names = ['Sharpe Ratio', 'Calmar Ratio', 'ASSIST09 W-AUC', 'EdNet W-AUC', 'Max Drawdown', 'Max Return'];
    expect(names.map((n) => qualifiedName(n, names, new Map())?.qualifier)).toEqual([undefined, undefined, 'ASSIST09', 'EdNet', undefined, undefined]);
    expect(qualifiedName('Toyota IBS', ['Toyota IBS'], new Map([['IBS', 'integrated Brier score']]))).toEqual({ qualifier: 'Toyota', metric: 'IBS' });
  });
});
