/**
 * Row labels with an author-year citation that lists its authors (AAAI / ACL style: "(Kim, Jun, and Zhang 2018)",
 * no comma before the year). Only "(X et al., 2018)" and "(X and Y, 2018)" were known, so the citation stayed in
 * the name and the method id read `ban-kim-jun-and-zhang-2018`. Example from a medical image classification table.
 */
import { describe, expect, it } from 'vitest';
import { cleanLabel } from '../../src/extract/names.js';

describe('row labels: author-year citations listing their authors', () => {
  it('drops "(Huang, Liu, and Weinberger 2017)" and keeps it as the citation', () => {
    const l = cleanLabel('DenseNet-121 (Huang, Liu, and Weinberger 2017)');
    expect(l.name).toBe('DenseNet-121');
    expect(l.cite).toBe('(Huang, Liu, and Weinberger 2017)');
    expect(cleanLabel('ViT-B/16 (Dosovitskiy, Beyer & Kolesnikov 2021)').name).toBe('ViT-B/16');
  });

  it('keeps a bracket that is no citation', () => {
    expect(cleanLabel('ResNet-50 (ImageNet, frozen)').name).toBe('ResNet-50 (ImageNet, frozen)');
    expect(cleanLabel('TD3 (Fujimoto et al., 2018, Table 1)').name).toBe('TD3');
  });
});
