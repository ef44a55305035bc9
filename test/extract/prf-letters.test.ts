/**
 * "P | R | F" side by side (round 20; a multi-view clustering paper printed `ACC | NMI | Purity | F | P | R | ARI` per
 * dataset and its F, P and R were kept as settings, one-letter symbols). Three capitals P, R and F (or F1) next to each
 * other are precision, recall and F-score in extraction, clustering and detection tables; a letter elsewhere stays a
 * symbol, and the captioning letters B | M | R | C stay BLEU-4 … CIDEr.
 */
import { describe, expect, it } from 'vitest';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { prfLetter } from '../../src/extract/letter-headers.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns: readonly { metric: string; subset?: string }[]; settings?: readonly { label: string }[] }[];
}

describe('P | R | F letters', () => {
  it('read side by side, in any order, with F or F1', () => {
    expect(prfLetter('P', ['Model', 'P', 'R', 'F'])).toBe('precision');
    expect(prfLetter('F', ['F', 'P', 'R', 'ARI'])).toBe('f1');
    expect(prfLetter('R', ['P', 'R', 'F1'])).toBe('recall');
    // apart, or in lower case, they are symbols
    expect(prfLetter('P', ['P', 'Acc', 'R', 'F'])).toBeUndefined();
    expect(prfLetter('R', ['p', 'r', 'f'])).toBeUndefined();
    expect(metricFor('R')).toBe('ROUGE_L');
  });

  it('drafts a named-entity table printed per dataset as precision, recall and F1', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Biomedical NER',
      '',
      '<table>',
      '<tr><th rowspan="2">Model</th><th colspan="3">BC5CDR</th><th colspan="3">NCBI-disease</th></tr>',
      '<tr><th>P</th><th>R</th><th>F</th><th>P</th><th>R</th><th>F</th></tr>',
      '<tr><td>BioBERT</td><td>88.1</td><td>88.9</td><td>88.5</td><td>86.8</td><td>89.9</td><td>88.3</td></tr>',
      '<tr><td>PubMedBERT</td><td>89.0</td><td>90.1</td><td>89.5</td><td>87.2</td><td>89.6</td><td>88.4</td></tr>',
      '</table>',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['precision', 'recall', 'f1', 'precision', 'recall', 'f1']);
    expect(t?.settings ?? []).toEqual([]);
  });

  it('keeps a captioning table\'s R as ROUGE-L and a configuration letter as a setting', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Captioning',
      '',
      '| Model | B | M | R | C |',
      '| --- | --- | --- | --- | --- |',
      '| Ours | 38.2 | 28.9 | 58.4 | 128.1 |',
      '| Base | 36.0 | 27.5 | 56.9 | 120.3 |',
    ]);
    expect(draft.tables.find((x) => x.kind === 'results')?.columns.map((c) => c.metric)).toEqual(['Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr']);
  });
});
