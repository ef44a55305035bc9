/**
 * A docs site built with VuePress (seen in a speech-translation benchmark's pages, round 17): every external link in a
 * row label carries an icon and a screen-reader-only "(opens new window)", and the headers name BLEU as "case-sensitive
 * tok BLEU" and "case-sensitive detok BLEU". Before, every row label and method id held "(opens new window)" (no
 * drafted row matched its name) and both columns were `bleu`. Now text for screen readers only is no text of the page,
 * no space is left before the closing bracket, "detok BLEU" is SacreBLEU's detokenized BLEU, and a case qualifier is a
 * condition of the metric after it. Text hidden by `hidden` or `display: none` is kept: tabbed pages hide panels their
 * script shows.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft { tables: { kind: string; columns?: { metric: string }[]; rows?: { method: string; label: string }[] }[] }

const link = (text: string) => `<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">${text}<span><svg aria-hidden="true" class="icon outbound"><path d="M1"></path></svg> <span class="sr-only">(opens new window)</span></span></a>`;

describe('screen-reader-only text in an HTML page', () => {
  it('is dropped from row labels; tok / detok BLEU are bleu / sacrebleu (CLI)', () => {
    const html = ['<html><body><h1>Benchmarks</h1><h2>MuST-C EN-DE</h2><table><thead><tr><th>Model</th><th>external MT</th><th>case-sensitive tok BLEU</th><th>case-sensitive detok BLEU</th></tr></thead><tbody>',
      `<tr><td>SeqST transf-s (${link('Kim et al., 2021')})</td><td>×</td><td>22.8</td><td>22.1</td></tr>`,
      `<tr><td>DualST transf-m (${link('Lee et al., 2022')})</td><td>√</td><td>24.1</td><td>23.5</td></tr>`,
      '</tbody></table>',
      '<div hidden><table><tr><th>Model</th><th>BLEU</th></tr><tr><td>TabNet</td><td>20.1</td></tr><tr><td>TabNet-L</td><td>21.3</td></tr></table></div>',
      '</body></html>'];
    const { draft, yaml } = extractMarkdown<Draft>(html, { name: 'index.html' });
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => c.metric)).toEqual(['bleu', 'sacrebleu']);
    expect(t?.rows?.map((r) => [r.method, r.label])).toEqual([['seqst-transf-s', 'SeqST transf-s (Kim et al., 2021)'], ['dualst-transf-m', 'DualST transf-m (Lee et al., 2022)']]);
    expect(yaml).not.toContain('opens new window');
    // the panel a script would show is still read
    expect(draft.tables[1]?.rows?.map((r) => r.label)).toEqual(['TabNet', 'TabNet-L']);
  });
});
