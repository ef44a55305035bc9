/**
 * Prose read for metrics (issue 25, round 9; seen in a video-segmentation paper whose lead-in text prints "HSV col- our
 * space", the word cut at a line's end, and `col-` was read as `Col.`, the collision rate, for every column of the
 * table below; written here for audio tagging). A word that ends in a hyphen is half a word: no metric's name.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';

describe('prose: a word cut by a hyphen at a line end', () => {
  it('names no metric', () => {
    expect(metricsInText('We mix each clip with noise drawn from the same col- our of spectrum before tagging.', true)).toEqual([]);
    expect(metricsInText('We mix each clip with noise drawn from the same col- our of spectrum before tagging.', false)).toEqual([]);
  });

  it('reads the whole metric beside a cut word, not the cut word (`spec-` is no specificity)', () => {
    expect(metricsInText('We report mAP on AudioSet after the spec- trogram is augmented.', true)).toEqual(['map']);
  });
});
