/**
 * Benchmark conventions that must tell a benchmark from its variants and from another task on the same data
 * (src/extract/data/benchmark-patterns.ts, benchmark-conventions-fields.ts): ImageNet-C / CIFAR-10-C report the
 * mean corruption error (or the accuracy under corruption: no convention), not ImageNet's accuracy; UCF-101 and Kinetics in a video-generation or prediction table
 * report FVD / IS, not action-recognition accuracy; CoNLL-2014 and BEA-2019 (grammatical error correction) report
 * F0.5. A metric printed in the header always wins.
 */
import { describe, expect, it } from 'vitest';
import { conventionOf, headerConventionInTable } from '../../src/extract/benchmark-conventions.js';
import { conventionHolds } from '../../src/extract/benchmark-conventions.js';
import { extractTables } from '../helpers/extract-markdown.js';

describe('benchmark variants and tasks in conventions', () => {
  it('reads ImageNet and ImageNet-1k as accuracy, and nothing for ImageNet-C and CIFAR-10-C (mCE or accuracy under corruption)', () => {
    expect(conventionOf('ImageNet')?.metric).toBe('accuracy');
    expect(conventionOf('ImageNet-1k')?.metric).toBe('accuracy');
    expect(conventionOf('ImageNet-C')).toBeUndefined();
    expect(conventionOf('CIFAR-10-C')).toBeUndefined();
    expect(conventionOf('CIFAR-100-C')).toBeUndefined();
    expect(conventionOf('Top-1 on ImageNet-P')).toBeUndefined();
    expect(conventionOf('CIFAR-100')?.metric).toBe('accuracy');
    expect(conventionOf('ImageNet pretrained')?.metric).toBe('accuracy');
  });

  it('reads CoNLL-2014 and BEA-2019 as F0.5, a one-letter typo too', () => {
    expect(conventionOf('CoNLL-2014 (test)')?.metric).toBe('f0.5');
    expect(conventionOf('BEA-2019 test')?.metric).toBe('f0.5');
    expect(conventionOf('CoNNL-2014 (test)')).toMatchObject({ metric: 'f0.5', typo: 'CoNNL-2014' });
    // NER's CoNLL-2003 is another benchmark
    expect(conventionOf('CoNLL-2003')?.metric).not.toBe('f0.5');
  });

  it('keeps UCF-101 as action-recognition accuracy, except in a table of video generation or prediction', () => {
    const recognition = { caption: 'Table 2: Comparison with state-of-the-art action recognition methods.' };
    const generation = { caption: 'Table 3: Class-conditional video generation on UCF-101.' };
    const hit = headerConventionInTable({}, 'UCF-101');
    expect(hit?.metric).toBe('top1-acc');
    expect(hit && conventionHolds(hit, recognition)).toBe(true);
    expect(hit && conventionHolds(hit, generation)).toBe(false);
    expect(hit && conventionHolds(hit, { section: 'Video prediction' })).toBe(false);
  });

  it('drafts no accuracy for ImageNet-C in a robustness table of a self-supervised encoder (its values kept)', () => {
    const { tables, yaml } = extractTables<{ kind: string; columns: { metric?: string; label?: string }[] }>([
      '# Masked image pre-training',
      '',
      '## Robustness',
      '',
      '| Method | ImageNet | ImageNet-C |',
      '| --- | --- | --- |',
      '| Supervised | 79.3 | 62.4 |',
      '| Ours | 83.6 | 49.1 |',
      '',
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.columns.find((c) => c.label === 'ImageNet-C')?.metric).not.toBe('accuracy');
    expect(yaml).toContain('49.1');
  });

  it('drafts no accuracy for UCF-101 columns of a video prediction table', () => {
    const { tables } = extractTables([
      '# Latent video diffusion',
      '',
      '## Video generation',
      '',
      '| Method | UCF-101 | Kinetics-600 |',
      '| --- | --- | --- |',
      '| TATS | 332 | 124 |',
      '| Ours | 242 | 98 |',
      '',
    ]);
    expect(tables.flatMap((t) => t.columns.map((c) => c.metric))).not.toContain('top1-acc');
  });
});
