/** The perturbation bench keys a relabelled method row as printed (bench/perturb/relabelled-key.ts). */
import { Lexer } from 'marked';
import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { relabelKey, relabelled } from '../../bench/perturb/relabelled-key.js';
import { MORE_PERTURBATIONS } from '../../bench/perturb/perturbations-more.js';
import type { Table } from '../../bench/perturb/table-model.js';
import { fromMarkdown } from '../../bench/perturb/table-model.js';

const MD = ['| Method | WER | RTF |', '| --- | --- | --- |', '| Conformer [3] | 4.1 | 0.12 |', '| **Zipformer** | 3.6 | 0.09 |'].join('\n');
const md = (): Table => fromMarkdown(new Lexer({ gfm: true }).lex(MD)[0] as Tokens.Table);
const apply = (name: string): Table => MORE_PERTURBATIONS.find((p) => p.name === name)?.apply(md(), { direction: () => undefined, method: 0 }) as Table;
const KEY = [
  { table: 1, row: 'Conformer', metric: 'wer', value: 4.1 },
  { table: 1, row: 'Zipformer', metric: 'wer', value: 3.6 },
  { table: 2, row: 'Zipformer', metric: 'wer', value: 2.2 },
];

describe('relabelled key rows of the perturbation bench', () => {
  it('maps each changed method label, compared as the scorer compares rows (no citation, letters and digits), to its new visible text', () => {
    expect([...relabelled(md(), apply('method-linebreak'), 0)]).toEqual([
      ['conformer', 'Conformer [3] ResNet-50'],
      ['zipformer', 'Zipformer ViT-B/16'],
    ]);
    expect([...relabelled(md(), apply('ours-marker'), 0)]).toEqual([['zipformer', 'Zipformer (ours)']]);
    expect(relabelled(md(), md(), 0).size).toBe(0);
  });

  it('rewrites the rows of the changed table only, keyed as printed', () => {
    const key = relabelKey(KEY, 1, relabelled(md(), apply('ours-marker'), 0));
    expect(key.map((c) => c.row)).toEqual(['Conformer', 'Zipformer (ours)', 'Zipformer']);
    expect(KEY[1]?.row).toBe('Zipformer');
  });

  it('marks exactly the label-changing perturbations as relabelling', () => {
    expect(MORE_PERTURBATIONS.filter((p) => p.relabels).map((p) => p.name).sort()).toEqual(['method-backbone', 'method-linebreak', 'ours-marker']);
  });
});
