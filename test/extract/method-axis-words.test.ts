/**
 * The one vocabulary of header words naming the method axis (method-axis-words.ts), which every reader of corners
 * and label heads asks (label columns, transposition, corner datasets and metrics, header rows): its two strengths,
 * and a reader that gained words from the merge (a Markdown header's second row under an `Algorithm` corner).
 */
import { describe, expect, it } from 'vitest';
import { namesMethodAxis } from '../../src/extract/method-axis-words.js';
import { pipeHeaderRows } from '../../src/extract/md-header-rows.js';
import { readsAsDataRow } from '../../src/extract/header-data-row.js';
import { cornerMetric } from '../../src/extract/corner-metric.js';

describe('header words naming the method axis', () => {
  it('names the core words in any strength, the field words only in the full vocabulary', () => {
    for (const w of ['Method', 'methods', 'Model', '**Models**', 'Approach', 'approaches', 'System', 'Baselines', 'Algorithm']) {
      expect(namesMethodAxis(w, 'core'), w).toBe(true);
      expect(namesMethodAxis(w), w).toBe(true);
    }
    for (const w of ['Backbone', 'Architecture', 'Arch.', 'Network', 'Variant', 'Name', 'Agents', 'Policy', 'Solver', 'Encoder', 'Strategies']) {
      expect(namesMethodAxis(w, 'core'), w).toBe(false);
      expect(namesMethodAxis(w), w).toBe(true);
    }
    for (const w of ['', 'Dataset', 'Task', 'Accuracy', 'Method name', 'Modelling']) expect(namesMethodAxis(w), w).toBe(false);
  });

  it('is the vocabulary of every label-head reader: a second header row under `Algorithm`, a row labelled `Agent`, a corner `Policy`', () => {
    // a two-level pipe header whose lower row starts with the label head (md-header-rows.ts)
    expect(pipeHeaderRows([['', 'CartPole', '', 'Hopper', ''], ['Algorithm', 'mean', 'std', 'mean', 'std'], ['PPO', '500', '0', '2410', '35']])).toBe(2);
    // a label word is no data row, whatever follows it (header-data-row.ts)
    expect(readsAsDataRow(['Agent', '12.5', '13.1'])).toBe(false);
    // a corner naming the method axis names no metric (corner-metric.ts)
    expect(cornerMetric('Policy', ['Easy', 'Hard'])).toBeUndefined();
  });
});
