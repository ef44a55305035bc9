/**
 * A leaderboard page of the twenty-fifth set's kind (round 19: speculative decoding): no caption, task columns over
 * cells printed as multiples ("2.85x"), the metric only in the opening paragraph ("We report the mean speedup"),
 * method names as links whose text holds brackets ("[SAMD[EAGLE2]](…)🏅"), and the hardware as a labelled bullet
 * ("- Device: a single NVIDIA A100 GPU (80GB)"). Before, every column was the declared unknown metric, each
 * bracketed name kept its URL, and the device line gave no hardware claim.
 */
import { describe, expect, it } from 'vitest';
import { speedupCells } from '../../src/extract/multiple-cells.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; label?: string }[]; rows: readonly { method: string; label?: string; values: readonly number[] }[] }[];
  readonly hardware: readonly { kind: string; gpu?: string; count?: number }[];
}

const page = (opening: string): string[] => [
  '# Leaderboard of parallel decoders',
  '',
  opening,
  '',
  '## Results on an A100',
  '',
  '- Hardware: a single NVIDIA A100 GPU (80GB) with 32 CPU cores',
  '- Settings: greedy decoding, batch size = 1',
  '',
  '| Methods | Code Completion | Dialogue | Story Writing | Overall |',
  '| --- | :---: | :---: | :---: | :---: |',
  '| [Jacobi[v2]](https://example.org/jacobi)🏅 | **2.41x** | 1.93x | **2.02x** | **2.12x** |',
  '| [Draft-Tree](https://example.org/tree) | 2.20x | **1.98x** | 1.87x | 2.02x |',
  '| Vanilla | 1.00x | 1.00x | 1.00x | 1.00x |',
];

describe('a leaderboard of speed-ups printed as multiples', () => {
  it('tells speed-up cells by their print and the words of the document', () => {
    expect(speedupCells(['2.41x', '**1.98x**', '1.00×'], ['Table 1', 'the mean speedup over runs'])).toBe(true);
    expect(speedupCells(['2.41x', '1.98x'], ['compression of the weights'])).toBe(false);
    expect(speedupCells(['2.41x', '1.98'], ['speedup'])).toBe(false);
    expect(speedupCells(['2.41x'], ['speedup'])).toBe(false);
  });

  it('reads the columns as relative-speed, the bracketed link names without their URLs, and the labelled device', () => {
    const { draft } = extractMarkdown<Draft>(page('We report the mean speedup over 3 runs, measured against vanilla autoregressive decoding.'));
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['relative-speed', 'relative-speed', 'relative-speed', 'relative-speed']);
    expect(t?.rows.map((r) => r.label)).toEqual(['Jacobi[v2]🏅', 'Draft-Tree', 'Vanilla']);
    expect(t?.rows[0]?.values).toEqual([2.41, 1.93, 2.02, 2.12]);
    expect(draft.hardware.filter((h) => h.kind === 'gpu').map((h) => [h.gpu, h.count])).toEqual([['NVIDIA A100', 1]]);
  });

  it('leaves multiples unread where the document never says they are speed-ups', () => {
    const { draft } = extractMarkdown<Draft>(page('We report how much smaller each compressed checkpoint is than the original.'));
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric) ?? []).not.toContain('relative-speed');
  });
});
