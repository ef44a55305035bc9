/**
 * Number columns printed after a registry metric whose headers name a measurement ("Persona Consistency",
 * "Entailment Score") report results, not settings (src/extract/label-columns.ts, `namesMeasure` in
 * src/extract/local-metric.ts); before, every number column after the last registry metric was a trailing
 * setting. A hyper-parameter ending in a measure noun ("Learning Rate") stays a setting. Checked on a dialogue
 * README written here. The registry now knows KL divergence and the CLAP score, which audio and music
 * generation tables print beside FAD.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricFor } from '../../src/extract/metric-lookup.js';
import { namesMeasure } from '../../src/extract/local-metric.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { columns: ({ metric: string } | { id: string })[]; settings?: { label: string }[] }[] };

const readme = (trailing: string): string[] => [
  '# PersonaChat-R',
  '',
  '## Results',
  '',
  `| Model | BLEU-4 | ${trailing} | Entailment Score |`,
  '| --- | --- | --- | --- |',
  '| Seq2Seq | 2.11 | 0.31 | 0.52 |',
  '| PersonaChat-R | 3.47 | 0.58 | 0.71 |',
  '',
];

describe('a measurement column after a registry metric', () => {
  it('is a result column, declared for the document, not a setting', () => {
    const { yaml } = extractMarkdown(readme('Persona Consistency'));
    const t = (parse(yaml) as Draft).tables[0]!;
    expect(t.columns.map((c) => ('metric' in c ? c.metric : c.id))).toEqual(['Bleu_4', 'persona-consistency', 'entailment-score']);
    expect(t.settings ?? []).toEqual([]);
    expect(yaml).toContain("declared for this document as 'persona-consistency'");
  });

  it('a hyper-parameter ending in a measure noun stays a setting', () => {
    const t = (parse(extractMarkdown(readme('Learning Rate')).yaml) as Draft).tables[0]!;
    expect(t.settings?.map((s) => s.label)).toContain('Learning Rate');
    expect(namesMeasure('Learning Rate')).toBe(false);
    expect(namesMeasure('Consistency')).toBe(false);
    expect(namesMeasure('Chroma Cosine Similarity')).toBe(true);
  });

  it('knows KL divergence and the CLAP score', () => {
    expect(metricFor('KLD')).toBe('kl');
    expect(metricFor('KL')).toBe('kl');
    expect(metricFor('CLAP score')).toBe('clap-score');
  });
});
