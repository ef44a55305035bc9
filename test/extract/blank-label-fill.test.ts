/**
 * A README's HTML table that prints each method once over its rows (seen in a hashing library's results, round 17):
 * "DSH | cifar10-1 | 0.800 | 0.6755", then " | nus_wide_21 | 0.798 | 0.5621" with a blank label, under the heading
 * "Mean Average Precision,48 bits[AlexNet]." Before, the heading named no metric (a name opening a heading was not read
 * as one) and every blank-labelled row was left out. Now a metric name that opens a heading, closed by a comma or a
 * bracket, is the heading's metric, and a blank label under a label, on a row told apart by its settings, takes the
 * label above, with a review line.
 */
import { describe, expect, it } from 'vitest';
import { extractMarkdown } from '../helpers/extract-markdown.js';
import { metricsInText } from '../../src/extract/metric-lookup.js';

interface Draft { tables: { kind: string; columns?: { metric: string }[]; rows?: { label: string; settings?: Record<string, string> }[] }[] }

describe('a label printed once over the rows that share it', () => {
  it('is repeated on the blank rows below it, under the heading metric (CLI)', () => {
    const md = ['# HashLib', '', '# Mean Average Precision,64 bits[ResNet].', '', '<table>',
      '<tr><td>Algorithms</td><td>dataset</td><td>this impl.</td><td>paper</td></tr>',
      '<tr><td>HashA</td><td>cifar10</td><td>0.812</td><td>0.790</td></tr>',
      '<tr><td></td><td>nus_wide</td><td>0.801</td><td>-</td></tr>',
      '<tr><td>HashB</td><td>cifar10</td><td>0.834</td><td>0.821</td></tr>',
      '<tr><td></td><td>nus_wide</td><td>0.799</td><td>0.770</td></tr>',
      '</table>'];
    const { draft, yaml } = extractMarkdown<Draft>(md);
    const t = draft.tables[0];
    expect(t?.kind).toBe('results');
    expect(t?.columns?.map((c) => c.metric)).toEqual(['map', 'map']);
    expect(t?.rows?.map((r) => [r.label, r.settings?.dataset])).toEqual([['HashA', 'cifar10'], ['HashA', 'nus_wide'], ['HashB', 'cifar10'], ['HashB', 'nus_wide']]);
    expect(yaml).toMatch(/rows 2, 4 print no label: each takes the label above it/);
  });

  it('reads a metric name that opens a heading, and not a verb', () => {
    expect(metricsInText('Mean Average Precision, 48 bits [AlexNet]', true)).toEqual(['map']);
    expect(metricsInText('Recall that the model is small.', true)).toEqual([]);
  });
});
