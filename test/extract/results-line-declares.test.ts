/**
 * "The results are best accuracies with standard errors." said once under a "Main Results" heading, over subsections
 * whose tables print no metric (a form of the thirty-third set's semi-supervised README, round 22, tried on an audio
 * README): the line names the metric of every table in the subsections, as "Metric: ROC-AUC" does; a line about
 * something else names none. The table's form is that README's too: an empty spacer column between two blocks, each
 * block's dataset printed once over its middle column, and the labelled-clip counts as a first body row with no label
 * (md-spacer-columns.ts, md-header-rows.ts): each column is the block's dataset at that count.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; columns?: readonly { metric: string; label?: string; subset?: string }[]; rows: readonly { label?: string; values: readonly unknown[] }[] }[];
}

const doc = (line: string) => [
  '# ClipMatch',
  '',
  '## Main Results',
  '',
  `${line} The numbers under the dataset row are the labelled clips per class.`,
  '',
  '### UrbanNoise and FSD-mini',
  '',
  '|            |          | UrbanNoise |          |   |          | FSD-mini |          |',
  '|------------|----------|------------|----------|---|----------|----------|----------|',
  '|            | 5        | 10         | 20       |   | 5        | 10       | 20       |',
  '| Supervised | 61.2±0.4 | 70.3±0.2   | 78.9±0.1 |   | 40.2±0.9 | 51.0±0.5 | 60.4±0.3 |',
  '| MixClip    | 66.8±0.7 | 74.1±0.3   | 80.2±0.2 |   | 45.5±1.1 | 55.3±0.8 | 63.7±0.4 |',
  '| ClipMatch  | 70.5±0.5 | 77.9±0.4   | 82.6±0.2 |   | 49.8±1.0 | 58.1±0.6 | 65.9±0.3 |',
];

describe('a line saying what the results are, above subsection tables', () => {
  it('names the metric of each table below it', () => {
    const { draft } = extractMarkdown<Draft>(doc('The results are best accuracies with standard errors.'));
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns?.map((c) => c.metric)).toEqual(Array(6).fill('accuracy'));
    expect(t?.rows.map((r) => r.label)).toEqual(['Supervised', 'MixClip', 'ClipMatch']);
    expect(t?.rows[2]?.values).toEqual([70.5, 77.9, 82.6, 49.8, 58.1, 65.9]);
  });

  it('drops the spacer column, spans each centred group over its block and reads the counts as its levels', () => {
    const { draft } = extractMarkdown<Draft>(doc('The results are best accuracies with standard errors.'));
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns?.map((c) => c.subset)).toEqual(['urbannoise-5', 'urbannoise-10', 'urbannoise-20', 'fsd-mini-5', 'fsd-mini-10', 'fsd-mini-20']);
  });

  it('names none when the line is about something else', () => {
    const { draft } = extractMarkdown<Draft>(doc('Our results were obtained on one GPU.'));
    expect(draft.tables.flatMap((x) => x.columns ?? []).map((c) => c.metric)).not.toContain('accuracy');
  });
});
