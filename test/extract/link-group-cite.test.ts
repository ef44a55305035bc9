/**
 * Row names in a leaderboard README: several link words in one bracket ("UNet ([paper](…)\|[code](…))" renders
 * "UNet (paper|code)") are anchors, not part of the method (link-words.ts); an author-year citation with "et al." after
 * several names ("(Cao and Wang et al. 2021)", "(Chen, Lu, et al., 2021)") leaves the name (names.ts). Seen on a
 * dialogue leaderboard (the sixth held-out set, in-sample now); tested on a medical-image segmentation README.
 */
import { describe, expect, it } from 'vitest';
import { dropLinkWords } from '../../src/extract/link-words.js';
import { cleanLabel } from '../../src/extract/names.js';
import { resultTablesOf } from '../helpers/extract-readme.js';

const synapse = `# Multi-organ segmentation on Synapse

| Model | Dice | HD95 |
| --- | --- | --- |
| UNet ([paper](https://example.org/unet)\\|[code](https://example.org/unet-code)) | 76.85 | 39.70 |
| TransUNet ([Paper](https://example.org/transunet), [Code](https://example.org/tu-code)) | 77.48 | 31.69 |
| Swin-Unet (Cao and Wang et al. 2021) | 79.13 | 21.55 |
| MISSFormer(paper) | 81.96 | 18.20 |
`;

describe('link words in one bracket and citations with et al. after several names', () => {
  it('drafts the methods by their names alone', () => {
    const [t] = resultTablesOf(synapse);
    expect(t?.rows.map((r) => r.method)).toEqual(['unet', 'transunet', 'swin-unet', 'missformer']);
  });

  it('keeps a round bracket that may name a variant', () => {
    expect(dropLinkWords('StarCoder (code)')).toBe('StarCoder (code)');
    expect(dropLinkWords('LLaMA (model)')).toBe('LLaMA (model)');
    expect(dropLinkWords('nnU-Net (code|model)')).toBe('nnU-Net (code|model)');
    expect(dropLinkWords('nnU-Net (pdf / code)')).toBe('nnU-Net');
  });

  it('reads "et al." after two or more authors as a citation', () => {
    expect(cleanLabel('Swin-Unet (Cao and Wang et al. 2021)')).toMatchObject({ name: 'Swin-Unet', cite: '(Cao and Wang et al. 2021)' });
    expect(cleanLabel('TransUNet (Chen, Lu, et al., 2021)')).toMatchObject({ name: 'TransUNet', cite: '(Chen, Lu, et al., 2021)' });
  });
});
