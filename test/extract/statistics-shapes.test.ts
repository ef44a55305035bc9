/**
 * Tables of the data that are no results (issue 25, twelfth held-out set: a knowledge-graph paper's "Statistic
 * information of whole datasets" with `Entities | Relations | Training | Validation | Test` as rows over the datasets,
 * and a concept-score table `Entities | Concept | Scores`): before, the first drew MRR from the datasets' convention and
 * the second a metric from the text. Counted rows, bare counted nouns over whole numbers, a singular "Statistic" caption
 * and label columns naming items of the data make an attribute table with a review line saying why; a results table
 * with "Entity | Relation" F1 columns or a "Word | Accuracy" table stays results.
 */
import { describe, expect, it } from 'vitest';
import { statisticsReason } from '../../src/extract/statistics-table.js';
import { rawTable } from '../helpers/raw-table.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Table { kind: string; caption?: string; rows: { label?: string }[] }
interface Draft { tables: Table[] }

describe('statisticsReason (pure)', () => {
  it('reads rows that count the data over whole numbers, the datasets as columns', () => {
    const t = rawTable([['Dataset', 'Cora', 'Citeseer', 'PubMed']], [['Nodes', '2,708', '3,327', '19,717'], ['Edges', '5,429', '4,732', '44,338'], ['Classes', '7', '6', '3'], ['Training', '140', '120', '60']]);
    expect(statisticsReason(t)).toMatch(/every row counts things of the data/);
  });

  it('reads bare counted nouns as columns over whole numbers, and "# graphs | Avg. nodes" whatever the values', () => {
    expect(statisticsReason(rawTable([['Dataset', 'Entities', 'Relations', 'Train', 'Valid', 'Test']], [['FB15k-237', '14,541', '237', '272,115', '17,535', '20,466']]))).toMatch(/every column counts/);
    expect(statisticsReason(rawTable([['Dataset', '# Graphs', 'Avg. nodes', 'Avg. edges']], [['MUTAG', '188', '17.93', '19.79'], ['PROTEINS', '1113', '39.06', '72.82']]))).toBeDefined();
    expect(statisticsReason(rawTable([['Dataset', '# Train', '# Test']], [['SST-2', '67,349', '1,821'], ['AG News', '120,000', '7,600']]))).toBeDefined();
  });

  it('reads a singular "Statistic" caption, and label columns naming items of the data with no metric anywhere', () => {
    expect(statisticsReason(rawTable([['', 'WN18RR', 'FB15k-237']], [['Entities', '40,943', '14,541']], { caption: 'Statistic information of whole datasets.' }))).toMatch(/caption calls this table statistics/);
    const concepts = rawTable([['Concept', 'Scores']], [['fruit', '0.415'], ['company', '0.286']], { caption: 'A concept graph: "Scores" reflects the frequency of each concept.' });
    expect(statisticsReason(concepts, ['Entities'])).toMatch(/items of the data/);
  });

  it('keeps results: F1 over entities and relations, splits alone, a metric in a header or the caption', () => {
    expect(statisticsReason(rawTable([['Model', 'Entities', 'Relations']], [['SpERT', '88.9', '71.5'], ['PURE', '89.7', '69.4']]))).toBeUndefined();
    expect(statisticsReason(rawTable([['Model', 'Train', 'Val', 'Test']], [['A', '91', '85', '84'], ['B', '93', '86', '85']]))).toBeUndefined();
    expect(statisticsReason(rawTable([['Word', 'Accuracy']], [['bank', '0.81'], ['bass', '0.77']]))).toBeUndefined();
    expect(statisticsReason(rawTable([['Query', 'Score']], [['q1', '0.81'], ['q2', '0.77']], { caption: 'NDCG@10 per query.' }))).toBeUndefined();
  });
});

describe('audit extract: statistics tables are attributes, results beside them stay results', () => {
  it('Markdown: a transposed dataset-statistics table of a graph paper, then its accuracy table', () => {
    const md = [
      '# GraphNet', '', '## Datasets', '',
      '| Dataset | Cora | Citeseer | PubMed |', '|---|---|---|---|',
      '| Nodes | 2,708 | 3,327 | 19,717 |', '| Edges | 5,429 | 4,732 | 44,338 |', '| Classes | 7 | 6 | 3 |', '| Training | 140 | 120 | 60 |', '',
      '## Node classification accuracy', '',
      '| Method | Cora | Citeseer | PubMed |', '|---|---|---|---|',
      '| GCN | 81.5 | 70.3 | 79.0 |', '| GraphNet (ours) | 83.9 | 72.8 | 80.1 |', '',
    ];
    const x = extractMarkdown<Draft>(md);
    expect(x.draft.tables.map((t) => t.kind)).toEqual(['attributes', 'results']);
    expect(x.yaml).toMatch(/# review: every row counts things of the data/);
  });

  it('HTML: a word-frequency table whose rows are items of the data is no results table', () => {
    const html = [
      '<html><body><h2>Examples from the lexicon</h2><p>We report the retrieval accuracy below.</p>',
      '<table><tr><th>Word</th><th>Weight</th></tr>',
      '<tr><td>bank</td><td>0.62</td></tr><tr><td>river</td><td>0.21</td></tr>',
      '<tr><td>bass</td><td>0.55</td></tr></table></body></html>',
    ];
    const x = extractMarkdown<Draft>(html, { name: 'index.html' });
    expect(x.draft.tables.map((t) => t.kind)).toEqual(['attributes']);
    expect(x.yaml).toMatch(/items of the data \("Word"/);
  });
});
