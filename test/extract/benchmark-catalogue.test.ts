/**
 * The benchmark catalogue (src/extract/data/benchmark-catalogue.ts, docs/extract-conventions.md): its data is
 * consistent (every entry has a source and a registry metric, no name means two metrics, each name reads back
 * as its own entry's metric through the header lookup), and small documents of several fields whose headers
 * are benchmark names and print no metric are drafted under each benchmark's catalogued metric with a review
 * line naming the benchmark and the source; a lower-case word or a name in running text is not read.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/extract/data/benchmark-catalogue.js';
import { catalogueKey, catalogueNames } from '../../src/extract/benchmark-catalogue-lookup.js';
import { headerConventionOf } from '../../src/extract/benchmark-conventions.js';
import { metricById } from '../../src/core/metric-registry.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

interface Draft {
  tables: { kind: string; columns: { metric?: string; subset?: string }[]; rows: { method?: string; values: unknown[] }[] }[];
}

describe('benchmark catalogue data', () => {
  it('has a source, a field and a registry metric for every entry', () => {
    for (const entry of CATALOGUE) {
      expect(entry.source, entry.names.join('|')).toMatch(/https?:\/\//);
      expect(entry.field.length).toBeGreaterThan(0);
      expect(metricById(entry.metric), entry.metric).toBeDefined();
      expect(entry.names.length).toBeGreaterThan(0);
    }
  });

  it('cites a source page that names the benchmark (round 19: TabFact was cited with the RVL-CDIP page)', () => {
    const host = (entry: { source: string }): string => /https?:\/\/([^\s/]+)/.exec(entry.source)?.[1] ?? '';
    const of = (name: string) => CATALOGUE.find((e) => e.names.includes(name));
    expect(host(of('TabFact') ?? { source: '' })).toBe('tabfact.github.io');
    expect(host(of('WikiTableQuestions') ?? { source: '' })).toBe('ppasupat.github.io');
    expect(host(of('OCR-VQA') ?? { source: '' })).toBe('ocr-vqa.github.io');
    expect(of('RVL-CDIP')?.names).toEqual(['RVL-CDIP', 'RVLCDIP']);
  });

  it('knows the ImageNet variants by their short names, and leaves ImageNet itself (top-1 or top-5) unread (round 19)', () => {
    for (const h of ['ImageNet-A', 'ImageNet-R', 'IN-A', 'IN-R', 'IN-V2', 'IN-Sketch']) expect(headerConventionOf(h)?.metric, h).toBe('accuracy');
    expect(headerConventionOf('IN-1K')).toBeUndefined();
    expect(headerConventionOf('ImageNet')).toBeUndefined();
  });

  it('never gives one name two metrics', () => {
    const seen = new Map<string, string>();
    for (const { name, entry } of catalogueNames()) {
      const k = catalogueKey(name);
      const before = seen.get(k);
      if (before !== undefined) expect(`${name}: ${entry.metric}`).toBe(`${name}: ${before}`);
      seen.set(k, entry.metric);
    }
    expect(seen.size).toBeGreaterThan(300);
  });

  it('reads every name back as its entry metric (no older convention shadows it with another)', () => {
    for (const { name, entry } of catalogueNames()) {
      expect(`${name}: ${headerConventionOf(name)?.metric}`).toBe(`${name}: ${entry.metric}`);
    }
  });

  it('reads a one-word name only as spelt or in capitals, and a split after a name as the same benchmark', () => {
    expect(headerConventionOf('Texas')?.metric).toBe('accuracy');
    expect(headerConventionOf('texas')).toBeUndefined();
    expect(headerConventionOf('Davis')).toBeUndefined();
    expect(headerConventionOf('DAVIS 2017 val')?.metric).toBe('j-and-f');
    expect(headerConventionOf('Kinetics 710')?.metric).toBe('top1-acc');
    expect(headerConventionOf('ADE20K (val)')?.metric).toBe('miou');
  });
});

describe('catalogued benchmarks heading columns, no metric printed', () => {
  it('drafts a graph-learning table under accuracy with a review line naming the source', () => {
    const { yaml, draft } = extractMarkdown<Draft>([
      '# HeteroGNN',
      '',
      '## Results',
      '',
      '| Method | Cora | CiteSeer | Chameleon | Texas |',
      '| --- | --- | --- | --- | --- |',
      '| GCN | 81.5 | 70.3 | 60.2 | 55.1 |',
      '| GAT | 83.0 | 72.5 | 61.4 | 58.4 |',
      '| HeteroGNN | 84.1 | 73.0 | 70.9 | 86.5 |',
    ]);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns.map((c) => c.metric)).toEqual(['accuracy', 'accuracy', 'accuracy', 'accuracy']);
    expect(t?.rows[2]?.values).toEqual([84.1, 73, 70.9, 86.5]);
    expect(yaml).toMatch(/'accuracy' guessed, what this benchmark reports by convention \(Cora: https:\/\/pytorch-geometric/);
  });

  it('drafts a video-segmentation table under J&F and a speech table under WER', () => {
    const { draft } = extractMarkdown<Draft>([
      '# TrackSeg',
      '',
      '| Model | DAVIS 2017 | YouTube-VOS 2019 | MOSE |',
      '| --- | --- | --- | --- |',
      '| XMem | 86.2 | 85.5 | 57.6 |',
      '| TrackSeg | 88.0 | 86.1 | 61.3 |',
      '',
      '## Speech',
      '',
      '| Model | WSJ | CHiME-4 | GigaSpeech |',
      '| --- | --- | --- | --- |',
      '| Conformer | 3.1 | 7.9 | 10.5 |',
      '| Ours | 2.8 | 7.1 | 10.2 |',
    ]);
    const [vos, asr] = draft.tables;
    expect(vos?.columns.map((c) => c.metric)).toEqual(['j-and-f', 'j-and-f', 'j-and-f']);
    expect(asr?.columns.map((c) => c.metric)).toEqual(['wer', 'wer', 'wer']);
    expect(asr?.rows[1]?.values).toEqual([2.8, 7.1, 10.2]);
  });

  it('lets a metric named in the lead-in line win over a catalogued convention', () => {
    const { draft } = extractMarkdown<Draft>([
      '# CharASR',
      '',
      'Character error rate (CER) on each test set:',
      '',
      '| Model | WSJ | CHiME-4 |',
      '| --- | --- | --- |',
      '| Conformer | 1.9 | 4.4 |',
      '| CharASR | 1.7 | 4.0 |',
    ]);
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['cer', 'cer']);
  });

  it('drafts a biomedical NER table under F1', () => {
    const { draft } = extractMarkdown<Draft>([
      '# BioTagger',
      '',
      '| Model | NCBI-disease | BC5CDR-chem | JNLPBA |',
      '| --- | --- | --- | --- |',
      '| BioBERT | 89.7 | 93.5 | 77.5 |',
      '| BioTagger | 90.2 | 94.0 | 79.1 |',
    ]);
    expect(draft.tables[0]?.kind).toBe('results');
    expect(draft.tables[0]?.columns.map((c) => c.metric)).toEqual(['f1', 'f1', 'f1']);
  });

  it('reads no convention from lower-case words or from a name in running text', () => {
    const { draft } = extractMarkdown<Draft>([
      '# Survey of city data',
      '',
      'We collected data in Texas and in Wisconsin, as on Cora.',
      '',
      '| State | texas | wisconsin |',
      '| --- | --- | --- |',
      '| rows | 1200 | 800 |',
      '| columns | 14 | 12 |',
    ]);
    expect(draft.tables[0]?.columns.map((c) => c.metric).filter((m) => m === 'accuracy')).toEqual([]);
  });
});
