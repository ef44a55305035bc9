/** Two-column `pdftotext -layout` pages read in column order (pure), full-width tables kept whole. */
import { describe, expect, it } from 'vitest';
import { readingOrder } from '../../src/extract/pdf-columns.js';

const L = (left: string, right: string) => `${left.padEnd(46)}${right}`;

describe('pdf columns', () => {
  const prose = [
    L('Change captioning describes the difference', 'CLEVR-Change has many image pairs and we'),
    L('between two images and we propose a simple', 'use the official split with the same sizes'),
    L('model that attends to both images at once', 'for training, for validation and for tests'),
    L('and extensive experiments show that our', 'and all experiments run on a single GPU'),
    L('method is strong on every single dataset', 'with a batch size of sixty four images'),
    L('that we could find in the whole literature', 'and a learning rate that decays slowly'),
  ];
  it('reads the left column, then the right one', () => {
    const page = [...prose, ...prose, ''].join('\n');
    const out = readingOrder(page).split('\n').map((l) => l.trim()).filter(Boolean);
    expect(out[0]).toBe('Change captioning describes the difference');
    expect(out.indexOf('CLEVR-Change has many image pairs and we')).toBeGreaterThan(out.indexOf('that we could find in the whole literature'));
  });

  it('keeps a full-width table under a centred caption whole, and tables side by side apart', () => {
    const table = ['              Table 1. Results on CLEVR-Change (test split) of every method.', '   Method             B        M           R           C       S', '   DUDA [22]       47.3      33.9           -     112.3      24.5', '   NCT [30]        55.1      40.2      73.8       124.1      32.9'];
    const out = readingOrder([...prose, ...table, ...prose].join('\n'));
    expect(out).toContain(table[2]);
    const side = [L('Table 5. Results of the first experiment.', 'Table 7. Results of the second experiment too.'), L('   TR   MSRVTT    32.0    60.7', '  KAT (Single) [20]    53.1'), L('   VR   MSRVTT    33.9    60.7', '  ALBEF                54.7')];
    const split = readingOrder([...prose, ...side, ...prose].join('\n')).split('\n').map((l) => l.trim());
    expect(split).toContain('KAT (Single) [20]    53.1');
    expect(split).toContain('TR   MSRVTT    32.0    60.7');
  });
});
