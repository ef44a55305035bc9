// `audit extract`'s own bundle and V8 code cache (scripts/cached-bundle.mjs), a step of scripts/build.mjs:
// dist/extract/extract.cjs and dist/extract/extract.cjs.cache, the cache made by a run of the real command
// on a small sample document (below). Most of a small document's draft was start-up, the compilation of
// the CLI's modules and of the functions a draft calls (docs/development.md, "Test suite time"). The cache
// holds compiled code, no text of the sample.
import { join } from 'node:path';
import { buildCachedBundle } from './cached-bundle.mjs';

/** A README that walks the usual paths of a draft: result tables, ± values, statements, settings, hardware. */
export const SAMPLE = `# FastNet: a sample paper

FastNet reaches **82.4% top-1 accuracy** on ImageNet with 25.6M parameters, 1.2 points above ResNet-50.
Training takes 16 hours on 8 NVIDIA V100 GPUs (32 GB) with batch size 256 and learning rate 0.1 for 90 epochs.

## Results

| Method | Params (M) | Top-1 Acc (%) | Top-5 Acc (%) | FLOPs (G) |
|---|---:|:---:|:---:|---:|
| ResNet-50 | 25.6 | 76.1 | 92.9 | 4.1 |
| FastNet-S (ours) | 11.2 | 79.8 ± 0.2 | 94.9 | 1.8 |
| **FastNet (ours)** | 25.6 | **82.4** ± 0.1 | 96.1 | 4.0 |

Table 2: Detection on COCO val2017.

| Backbone | Dataset | AP | AP50 | mIoU | F1 | BLEU-4 | CIDEr |
|---|---|---|---|---|---|---|---|
| FastNet | COCO | 44.1 | 65.2 | 47.3 | 0.812 | 31.2 | 118.5 |
| ResNet-50 | COCO | 41.0 | 61.7 | 44.9 | 0.790 | 29.8 | 112.0 |

On GLUE, FastNet-S scores 84.6 on MNLI-m and an F1 of 90.1 on MRPC; perplexity drops from 24.3 to 21.7 on WikiText-103.
Inference runs at 1,250 images/s (latency 3.2 ms) on one A100 GPU.

| Model | CoLA | SST-2 | MRPC | STS-B |
|---|---|---|---|---|
| FastNet-S | 52.1 | 92.3 | 88.4/84.0 | 87.1/86.5 |
`;

/** Builds dist/extract/extract.cjs and its code cache; returns esbuild's metafile (merged into dist/meta.json). */
export function buildExtractBundle({ root, dist, external, plugins }) {
  return buildCachedBundle({
    root,
    dist,
    external,
    plugins,
    command: 'extract',
    // as the tests and a user draft: --out beside a claims folder, the repository's claim files as name sources
    files: { 'README.md': SAMPLE },
    folders: ['claims'],
    args: () => ['README.md', '--id', 'sample', '--out', join('claims', 'sample.yaml'), '--claims', join(root, 'claims')],
    // no parsed-claim cache: its key needs dist/build-id, written after this step
    env: { AUDIT_CACHE_DIR: 'off' },
  });
}
