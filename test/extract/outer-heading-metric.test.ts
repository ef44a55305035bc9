/**
 * Leaderboard and docs pages group their tables under a heading per metric and a sub-heading per task ("#### AUROC" over
 * "##### Operational Outcomes" over an uncaptioned table), with a two-level header printed by pandas ("Model | All | K"
 * over " |  | 1 | 2 | 4") and confidence intervals in the cells ("0.824 (0.803 - 0.845)"). Before (round 15, the
 * EHRSHOT leaderboard of the fifteenth held-out set, 0/390 cells), every such table was drafted as an attribute table:
 * the metric in the heading two levels up was never read, the "All" column lost its name and its cells were text. Now
 * the nearest enclosing heading that names a metric names it (never the document's title), the column keeps its name
 * and the value is written with its interval named for review. Tested on documents of two other fields.
 */
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/extract/cells.js';
import { fillHeaderDown } from '../../src/extract/header-fill-down.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Drafted { id: string; kind?: string; columns: { metric: string; label: string; subset?: string }[]; rows: { label: string; values: (number | null)[] }[] }

function draft(name: string, text: string): { tables: Drafted[]; yaml: string } {
  const { draft: d, yaml } = extractMarkdown<{ tables: Drafted[] }>(text, { name });
  return { tables: d.tables, yaml };
}

const pandasTable = (rows: string[][]): string =>
  `<table border="1" class="dataframe"><thead><tr><th>Model</th><th>All</th><th colspan="3" halign="left">Shots</th></tr><tr><th></th><th></th><th>1</th><th>4</th><th>16</th></tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

describe('a metric named only by a heading above the table\'s section', () => {
  it('reads it for a protein-function leaderboard page (HTML, pandas header, CI cells)', () => {
    const html = [
      '<html><body><h1>Protein function benchmark</h1><h2>Results</h2><p>k is the number of labelled sequences per family.</p>',
      '<h3>By family</h3><h4>F1 score</h4>',
      '<h5>Enzymes</h5>',
      pandasTable([['ESM-2', '0.712 (0.690 - 0.731)', '0.41', '0.52', '0.63'], ['ProtBERT', '0.655 (0.630 - 0.680)', '0.38', '0.47', '0.58']]),
      '<h5>Receptors</h5>',
      pandasTable([['ESM-2', '0.601 (0.570 - 0.633)', '0.33', '0.44', '0.52'], ['ProtBERT', '0.588 (0.551 - 0.620)', '0.30', '0.41', '0.50']]),
      '<h4>AUPRC</h4><h5>Enzymes</h5>',
      pandasTable([['ESM-2', '0.51 ± 0.02', '0.21 ± 0.04', '0.30 ± 0.03', '0.41 ± 0.02'], ['ProtBERT', '0.47 ± 0.01', '0.19 ± 0.05', '0.27 ± 0.02', '0.36 ± 0.03']]),
      '</body></html>',
    ].join('\n');
    const { tables, yaml } = draft('leaderboard.html', html);
    expect(tables.map((t) => t.kind ?? 'results')).toEqual(['results', 'results', 'results']);
    expect(tables.map((t) => [...new Set(t.columns.map((c) => c.metric))])).toEqual([['f1'], ['f1'], ['auprc']]);
    expect(tables[0]?.columns.map((c) => c.label)).toEqual(['All', 'Shots 1', 'Shots 4', 'Shots 16']);
    expect(tables[0]?.rows[0]).toMatchObject({ label: 'ESM-2', values: [0.712, 0.41, 0.52, 0.63] });
    expect(tables[1]?.rows[1]).toMatchObject({ label: 'ProtBERT', values: [0.588, 0.3, 0.41, 0.5] });
    expect(yaml).toContain('values printed with a confidence interval in brackets: the value written, the interval not drafted: "0.712 (0.690 - 0.731)"');
  });

  it('reads it for a speech README (Markdown: "## WER" over "### test-clean")', () => {
    const md = [
      '# Streaming ASR',
      '',
      '## Results',
      '',
      '### Word error rate (WER)',
      '',
      '#### LibriSpeech test-clean',
      '',
      '| Model | 100h | 960h |',
      '| --- | --- | --- |',
      '| Conformer-S | 6.1 | 2.7 |',
      '| Ours | 5.4 | 2.5 |',
      '',
      '#### LibriSpeech test-other',
      '',
      '| Model | 100h | 960h |',
      '| --- | --- | --- |',
      '| Conformer-S | 14.2 | 6.3 |',
      '| Ours | 12.9 | 5.9 |',
      '',
    ].join('\n');
    const { tables } = draft('README.md', md);
    expect(tables.map((t) => [...new Set(t.columns.map((c) => c.metric))])).toEqual([['wer'], ['wer']]);
    expect(tables[1]?.rows.map((r) => r.values)).toEqual([[14.2, 6.3], [12.9, 5.9]]);
  });

  it('never takes the document title\'s metric', () => {
    const md = ['# BLEURT scores for everyone', '', '## Results', '', '### Models', '', '| Model | Alpha | Beta |', '| --- | --- | --- |', '| A | 0.3 | 0.5 |', '| B | 0.4 | 0.6 |', ''].join('\n');
    const { tables } = draft('README.md', md);
    expect(tables.flatMap((t) => t.columns.map((c) => c.metric))).not.toContain('bleurt');
  });
});

describe('confidence intervals after a value', () => {
  it('keeps the value and names the interval, only when the interval holds the value', () => {
    expect(parseValue('0.824 (0.803 - 0.845)')).toEqual({ text: '0.824', interval: '0.803–0.845' });
    expect(parseValue('0.82 [0.80, 0.85]')).toEqual({ text: '0.82', interval: '0.80–0.85' });
    expect(parseValue('71.3 (95% CI 69.8–72.9)')).toEqual({ text: '71.3', interval: '69.8–72.9' });
    expect(parseValue('0.91 (CI: 0.88 to 0.93)')).toEqual({ text: '0.91', interval: '0.88–0.93' });
    // a range that does not hold the value is not its interval
    expect(parseValue('13.5 (8.5 - 9.0)')).toBeUndefined();
    expect(parseValue('52.1 (+1.2)')).toEqual({ text: '52.1', delta: '1.2', deltaKind: 'absolute' });
  });
});

describe('a header cell printed once over empty header cells', () => {
  it('names its column at every header level; a spanning group stays a group', () => {
    expect(fillHeaderDown([['Model', 'All', 'K', 'K'], ['', '', '1', '2'], ['a', '1', '2', '3']], 2)).toEqual([['Model', 'All', 'K', 'K'], ['Model', 'All', '1', '2'], ['a', '1', '2', '3']]);
  });
});
