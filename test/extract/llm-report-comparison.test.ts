/**
 * An LLM technical report's comparison table (seen in the robustness sweep, round 17: eight such tables of one report
 * were attribute tables): the models as columns, model attributes first ("Architecture", "# Activated Params", "# Total
 * Params"), then benchmark rows in groups whose side label a PDF prints on two lines ("General" / "Tasks", "Agent &" /
 * "Coding"), one row printing a rating and a percentile per cell ("1891 / 96.7%"), and benchmarks the registry does not
 * know after the last one it does. Before, the pair row stopped the table being read transposed, the two-line group
 * labels split each block in two, and the unknown benchmarks after the last known one were taken for settings.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { joinWrappedSideLabels } from '../../src/extract/pdf-side-label-wrap.js';

interface Draft { tables: { kind: string; columns?: { metric: string; label: string }[]; settings?: { label: string }[]; rows?: { label: string; values: (number | null)[] }[] }[] }

describe('an LLM report comparison table', () => {
  it('reads the models as rows, leaves the pair row out with a review line, and keeps trailing benchmarks as results (CLI)', () => {
    const md = ['# A chat model', '', 'Table 9: Comparison among our chat model and other open baselines.', '',
      '| Group | Architecture | ChatA-70B | ChatB-MoE | Ours-30B |', '| --- | --- | --- | --- | --- |',
      '| | # Activated Params | 70B | 21B | 3B |', '| | # Total Params | 70B | 236B | 30B |',
      '| General Tasks | MMLU-Redux | 86.8 | 89.1 | 84.1 |', '| General Tasks | GPQA-Diamond | 49.0 | 59.1 | 54.8 |',
      '| Coding | CodeForces (Rating / Percentile) | 859 / 35.0% | 1134 / 54.1% | 1201 / 60.2% |',
      '| Coding | HumanEval | 86.0 | 88.4 | 85.1 |',
      '| Multilingual Tasks | PolyBench | 13.7 | 20.4 | 22.0 |', '| Multilingual Tasks | LogiQA-ML | 57.4 | 58.9 | 61.2 |'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.rows?.map((r) => r.label)).toEqual(['ChatA-70B', 'ChatB-MoE', 'Ours-30B']);
    const labels = t?.columns?.map((c) => c.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['MMLU-Redux', 'HumanEval', 'PolyBench', 'LogiQA-ML']));
    expect(labels).not.toContain('CodeForces (Rating / Percentile)');
    expect(t?.settings?.map((s) => s.label) ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/PolyBench|LogiQA/)]));
    expect(yaml).toMatch(/row "CodeForces \(Rating \/ Percentile\)" prints two numbers per cell \("859 \/ 35.0%"\): left out of the table read transposed — key it by hand/);
  });

  it('joins a PDF side label printed on two lines', () => {
    const at = (pos: number, text: string) => ({ pos, y: 100 + pos * 10, text });
    expect(joinWrappedSideLabels([at(1.5, 'General'), at(2.5, 'Tasks'), at(6, 'Agent &'), at(7, 'Coding'), at(10, 'Math')]).map((m) => m.text)).toEqual(['General Tasks', 'Agent & Coding', 'Math']);
    // two labels of blocks far apart stay two
    expect(joinWrappedSideLabels([at(1.5, 'General'), at(4.5, 'Tasks')]).map((m) => m.text)).toEqual(['General', 'Tasks']);
  });
});
