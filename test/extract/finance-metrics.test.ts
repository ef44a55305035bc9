/**
 * Trading and portfolio papers report risk-adjusted returns (seen in a financial reinforcement-learning paper's
 * backtest table, round 17): "Annualized return", "Annualized Std", "Sharpe ratio", "Max drawdown", "Final value" as
 * rows, the agents and baselines as columns, and cells that print two cases "46.65%; 42.57%". Before, the registry
 * knew none of these metrics and the table stayed an attribute table; in the PDF the two values of a cell were cut
 * into two columns. Now the registry has the field's metrics (their definitions: empyrical, Qlib), the table is read
 * transposed, and a cell of two values joined by ";" stays one cell (its rows reported as not placed, never silently).
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { segmentsOf } from '../../src/extract/pdf-words.js';
import { cellBoxes } from '../helpers/pdf-boxes.js';

interface Draft { tables: { kind: string; columns?: { metric: string }[]; rows?: { method: string; values: (number | null)[] }[] }[] }

describe('finance metrics', () => {
  it('names the usual backtest metrics', () => {
    expect(['Annualized return', 'Annualized Std', 'Sharpe ratio', 'Sortino ratio', 'Max drawdown', 'MDD', 'Cumulative return', 'Final value', 'Rank IC', 'ICIR'].map((h) => metricFor(h))).toEqual(
      ['annualized-return', 'annualized-volatility', 'sharpe-ratio', 'sortino-ratio', 'max-drawdown', 'max-drawdown', 'cumulative-return', 'final-portfolio-value', 'rank-ic', 'icir']);
  });

  it('reads a backtest table printed with the strategies as columns (CLI)', () => {
    const md = ['# A trading agent', '', 'Table 2: Backtest of the agents on the CSI 300 constituents.', '',
      '| 2021-2022 | Ours | PPO | Buy-and-hold |', '| --- | --- | --- | --- |',
      '| Annualized return | 31.2% | 24.5% | 12.0% |', '| Sharpe ratio | 1.91 | 1.52 | 0.84 |', '| Max drawdown | -9.8% | -12.4% | -21.3% |'];
    const { draft } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => c.metric)).toEqual(['annualized-return', 'sharpe-ratio', 'max-drawdown']);
    expect(t?.rows?.map((r) => [r.method, ...r.values])).toEqual([['ours', 31.2, 1.91, -9.8], ['ppo', 24.5, 1.52, -12.4], ['buy-and-hold', 12.0, 0.84, -21.3]]);
  });

  it('keeps "46.65%; 42.57%" one PDF cell however wide the justified gap after the semicolon', () => {
    const words = cellBoxes(100, [[60, 'Annualized return'], [160, '52.61%'], [210, '46.65%;'], [252, '42.57%'], [300, '39.38%']]);
    expect(segmentsOf(words, 8).map((s) => s.text)).toEqual(['Annualized return', '52.61%', '46.65%; 42.57%', '39.38%']);
  });
});
