/**
 * Two README leaderboards of the twenty-second set (round 18): a keyphrase-extraction table whose metric is only in
 * the sentence above it, "the f-score @ top 10 (F@10)", and a face anti-spoofing page of APCER / BPCER / ACER under a
 * corner "Protocol 1". Before: the sentence gave F1 (the generic name before the cut-off one), and the anti-spoofing
 * metrics were no registry metrics (the first tables were drafted as attributes). Now a metric named with its cut-off
 * too is the one at the cut-off, ISO/IEC 30107-3's error rates and keyphrase F1@k are in the registry, and a corner
 * naming a protocol ("Protocol 1") is each column's subset, no data set ("Results on the SiW database" names that).
 */
import { describe, expect, it } from 'vitest';
import { metricFor, metricsInText } from '../../src/extract/metric-lookup.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  readonly tables: readonly { kind: string; dataset?: string; columns: readonly { metric: string; subset?: string }[] }[];
}

describe('metrics at a cut-off, and presentation-attack error rates', () => {
  it('reads the cut-off metric where the text names both', () => {
    expect(metricsInText('we report the f-score @ top 10 (F@10) of each model')).toEqual(['f1@10']);
    expect(metricsInText('nDCG and nDCG@10 on the dev set')).toEqual(['ndcg@10']);
    expect(metricsInText('F1 and accuracy')).toEqual(['f1', 'accuracy']);
    expect(['APCER(%)', 'BPCER (%)', 'ACER (%)', 'F@5'].map((h) => metricFor(h))).toEqual(['apcer', 'bpcer', 'acer', 'f1@5']);
  });

  it('drafts a keyphrase table from the sentence above it', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Keyphrase extraction benchmark',
      '',
      'We report the f-score @ top 10 (F@10) of each model on each dataset.',
      '',
      '| Model | Inspec | SemEval-2010 | KP20k |',
      '| --- | --- | --- | --- |',
      '| TextRank | 35.8 | 3.5 | 10.2 |',
      '| CopyRNN | 29.0 | 21.5 | 33.1 |',
    ]);
    expect(draft.tables.find((t) => t.kind === 'results')?.columns.map((c) => c.metric)).toEqual(['f1@10', 'f1@10', 'f1@10']);
  });

  it('drafts an anti-spoofing table with its protocol from the corner', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Results on the SiW database',
      '',
      '| Protocol 1 | APCER (%) | BPCER (%) | ACER (%) |',
      '|------------|:-------:|:-------:|:------:|',
      '| Auxiliary  | 3.58 | 3.58 | 3.58 |',
      '| CDCN       | 0.07 | 0.17 | 0.12 |',
    ]);
    const t = draft.tables.find((x) => x.kind === 'results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['apcer', 'bpcer', 'acer']);
    expect(t?.columns.map((c) => c.subset)).toEqual(['protocol-1', 'protocol-1', 'protocol-1']);
    // the protocol is no data set; the heading names the data set
    expect(t?.dataset).toBe('siw');
  });
});

describe('a short word in quotes in a caption', () => {
  it('names no metric ("“w/o col” means …" is no collision rate)', () => {
    expect(metricsInText('Ablation study. “w/o col” means that the column-wise selection strategy is not used.')).toEqual([]);
    expect(metricsInText('Col. (%) is the collision rate of the planned trajectories.')).toEqual(['collision-rate']);
  });
});
