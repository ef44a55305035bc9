/**
 * A corner over rows that are scale factors (src/extract/corner-metric.ts): "time (stride)" over "x1 | x2" names the
 * setting the rows scale, not a latency of every value column; the metric the section heading names is read instead.
 * Checked on an image-classification ablation written here (HTML table in Markdown, a setting column before the factors).
 */
import { describe, expect, it } from 'vitest';
import { cornerMetric } from '../../src/extract/corner-metric.js';
import { extractMarkdown } from '../helpers/extract-markdown.js';

type Draft = { tables: { columns: { metric: string }[] }[] };

describe('a corner over scale-factor rows', () => {
  it('names no metric when every row is a factor, and still does over method rows', () => {
    expect(cornerMetric('time (stride)', ['SGD', 'Adam'], ['x1', 'x2'])).toBeUndefined();
    expect(cornerMetric('Time (s)', ['Small', 'Large'], ['2×', '0.5x'])).toBeUndefined();
    expect(cornerMetric('Time (s)', ['Small', 'Large'], ['ResNet-50', 'ViT-B'])).toBe('latency');
  });

  it('reads the heading\'s metric for the value columns of an HTML ablation table, not latency from the corner', () => {
    const row = (n: string, f: string, a: string, b: string): string => `<tr><th>${n}</th><td>${f}</td><td>${a}</td><td>${b}</td></tr>`;
    const r = extractMarkdown<Draft>([
      '# Results', '', '## CIFAR-10 - ResNet (Accuracy)', '',
      '<table><thead><tr><th># Layers</th><th>time (stride)</th><th>SGD-lr0.1</th><th>Adam-lr0.001</th></tr></thead><tbody>',
      row('18', 'x1', '93.1 (0.2)', '92.4 (0.3)'), row('34', 'x1', '94.0 (0.1)', '<b>93.2</b> (0.2)'), row('18', 'x2', '92.5 (0.2)', '91.9 (0.3)'),
      '</tbody></table>', '',
    ]);
    const metrics = r.draft.tables[0]?.columns.map((c) => c.metric);
    expect(metrics).toEqual(['accuracy', 'accuracy']);
  });
});
