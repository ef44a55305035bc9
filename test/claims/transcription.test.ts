/** Every transcribed row is found, in order, in its source document; a mistyped value is caught. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFilesIn, loadClaimFile, readSourceDocs } from '../../src/claims/load.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { checkTranscription, lineTokens } from '../../src/claims/transcription.js';
import { repoRoot, runCli, sharedDir } from '../helpers/cli.js';

const seeds = join(sharedDir, 'seeds');
const claimFiles = claimFilesIn(join(repoRoot, 'claims'));

describe('transcription of the claim files', () => {
  it('covers the three papers', () => {
    expect(claimFiles.map((f) => f.split('/').pop())).toEqual(['blip2idc.yaml', 'scorer.yaml', 'ssgpa.yaml']);
  });

  for (const path of claimFiles) {
    it(`${path.split('/').pop()}: every table row is found in order in its source document`, () => {
      const file = loadClaimFile(path);
      const report = checkTranscription(file, readSourceDocs(file, seeds).texts);
      expect(report.unfound).toEqual([]);
      expect(report.rowsChecked).toBeGreaterThan(0);
      expect(report.rowsSkipped).toBe(0);
    });
  }

  it('fails on a value mistyped by one digit in the last decimal, naming the row and the closest line', () => {
    const path = join(repoRoot, 'claims', 'ssgpa.yaml');
    const text = readFileSync(path, 'utf8').replace('values: [60.9, 44.2, 159.1, 80.2]', 'values: [60.9, 44.2, 159.2, 80.2]');
    const parsed = parseClaimText(text, 'ssgpa.yaml');
    if (!parsed.ok) throw new Error('mutated file should still be schema-valid');
    const report = checkTranscription(parsed.file, readSourceDocs(parsed.file, seeds).texts);
    expect(report.unfound).toHaveLength(1);
    expect(report.unfound[0]).toMatchObject({ table: 'clevr-change', row: 'ssgpa', expected: ['60.9', '44.2', '159.2', '80.2'] });
    expect(report.unfound[0]?.closest?.text).toContain('60.9');
  });

  it('checks a results row\'s setting values too: on its line, or a group label printed within reach of its block', () => {
    const claim = (settings: string) => `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: tiny, name: tiny }, { id: base, name: base }]
tables:
  - id: t
    source: { doc: readme, table: 1 }
    settings: [{ id: en, label: English-only }, { id: group, label: Group }, { id: fast, label: Fast }]
    columns: [params, accuracy]
    rows:
      - { method: tiny, values: [39, 1], settings: ${settings} }
      - { method: base, values: [74, 1], settings: { en: "base.en", group: "Small models", fast: true } }
`;
    const doc = new Map([['readme', ['Small models', '', '| Size | Parameters | English-only | VRAM |', '| --- | --- | --- | --- |', '| tiny | 39 M | `tiny.en` | ~1 GB |', '| base | 74 M | `base.en` | ~1 GB |'].join('\n')]]);
    const check = (settings: string) => {
      const parsed = parseClaimText(claim(settings), 'p.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc);
    };
    expect(check('{ en: "tiny.en", group: "Small models" }').unfound).toEqual([]);
    const bad = check('{ en: "tiny.fr", group: "Small models" }');
    expect(bad.unfound).toHaveLength(1);
    expect(bad.unfound[0]).toMatchObject({ row: 'tiny', field: 'tables[0].rows[0].values' });
    expect(bad.unfound[0]?.expected).toContain('"tiny fr" (setting, within 40 lines)');
    expect(check('{ en: "tiny.en", group: "Large models" }').unfound).toHaveLength(1);
  });

  it('compares a Markdown link as the text it renders: a checkpoint column\'s setting is found on its line', () => {
    // a graph-learning model zoo: the last column links each checkpoint and its log; the draft keeps the link text
    const claim = (links: string) => `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: gcn, name: GCN }]
tables:
  - id: t
    source: { doc: readme, table: 1 }
    settings: [{ id: ckpt, label: Checkpoint }]
    columns: [accuracy, params]
    rows:
      - { method: gcn, values: [71.7, 0.11], settings: { ckpt: "${links}" } }
`;
    const doc = new Map([['readme', ['| Model | Accuracy | Params (M) | Checkpoint |', '| --- | --- | --- | --- |',
      '| GCN | 71.7 | 0.11 | [weights](https://example.org/releases/v1.0.2/gcn_arxiv_3layer.pth "GCN")/[log](https://example.org/logs/gcn_arxiv(1).txt) |'].join('\n')]]);
    const check = (links: string) => {
      const parsed = parseClaimText(claim(links), 'p.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc);
    };
    expect(check('weights/log').unfound).toEqual([]);
    // the link text must still be printed: a setting the line does not render is not found
    expect(check('weights/config').unfound).toHaveLength(1);
  });

  it('finds a row whose empty cells print text rather than a dash, when two or more numbers are printed', () => {
    // a leaderboard row: the frames column prints "10 fps" and the date column a date, both drafted null
    const claim = (values: string) => `schemaVersion: 1
paper: { id: p, title: P, docs: [{ id: page, file: page.txt, kind: readme }] }
methods: [{ id: tiny, name: tiny }]
tables:
  - id: t
    source: { doc: page, table: 1 }
    columns: [params, latency, accuracy, f1]
    rows:
      - { method: tiny, values: ${values} }
`;
    const doc = new Map([['page', ['| Model | Params | Frames | Accuracy | F1 |', '| tiny | 7 | 10 fps 6* | 79.7 | 81.6 |'].join('\n')]]);
    const check = (values: string) => {
      const parsed = parseClaimText(claim(values), 'p.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc).unfound;
    };
    expect(check('[7, null, 79.7, 81.6]')).toEqual([]);
    // the numbers still have to be there, in order
    expect(check('[7, null, 81.6, 79.7]')).toHaveLength(1);
    expect(check('[7, null, 79.7, 81.9]')).toHaveLength(1);
    // one number alone is not enough to let the dash go
    expect(check('[null, null, 79.7, null]')).toHaveLength(1);
  });

  it('fails on swapped columns and on a "-" transcribed as a number', () => {
    const path = join(repoRoot, 'claims', 'ssgpa.yaml');
    const original = readFileSync(path, 'utf8');
    for (const [from, to] of [
      ['values: [58.2, 42.6, 153.4, 78.9]', 'values: [58.2, 42.6, 78.9, 153.4]'],
      ['values: [10.2, 12.2, 38.9, null]', 'values: [10.2, 12.2, 38.9, 0.0]'],
    ] as const) {
      expect(original).toContain(from);
      const parsed = parseClaimText(original.replace(from, to), 'ssgpa.yaml');
      if (!parsed.ok) throw new Error('mutated file should still be schema-valid');
      expect(checkTranscription(parsed.file, readSourceDocs(parsed.file, seeds).texts).unfound).toHaveLength(1);
    }
  });

  it('keeps printed decimals: 137.0 is not 137 and 28 is not 28.0', () => {
    expect(lineTokens('BLIP2IDC (Ours)\t152.31\t137.0\t99.8')).toEqual(['152.31', '137.0', '99.8']);
    expect(lineTokens('Subtraction | 50.2 | 28 | 79,606 | - |')).toEqual(['50.2', '28', '79606', '-']);
  });

  it('reads zero-padded values as the numbers they pad: "08.77%" is 8.77, "00.00%%" is 0.00, and a mistyped one still fails', () => {
    expect(lineTokens('| Noisy | 08.77% | 00.00%% | 012 | 0.5 |')).toEqual(['8.77', '0.00', '12', '0.5']);
    // a speech table (word error rates) printed with zero padding
    const claim = (values: string) => `schemaVersion: 1
paper: { id: asr, title: ASR, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: conformer, name: Conformer }]
tables:
  - id: wer
    source: { doc: readme, table: 1 }
    columns: [wer, cer]
    rows:
      - { method: conformer, values: ${values} }
`;
    const doc = new Map([['readme', ['| Model | WER | CER |', '| --- | --- | --- |', '| Conformer | 04.30% | 01.05% |'].join('\n')]]);
    const check = (values: string) => {
      const parsed = parseClaimText(claim(values), 'asr.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc);
    };
    expect(check('[4.30, 1.05]').unfound).toEqual([]);
    expect(check('[4.30, 1.50]').unfound).toHaveLength(1);
  });

  it('finds a row with negative values, zero-padded or with a typographic minus, and a delta printed with its sign; a wrong sign still fails', () => {
    expect(lineTokens('| A | -05.20 | (−0.18) | ResNet-50 | 1.5 - 2.0 |')).toEqual(['-5.20', '-0.18', '50', '1.5', '-', '2.0']);
    const claim = (values: string, deltas: string, td3: string) => `schemaVersion: 1
paper: { id: rl, title: RL, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: ddpg, name: DDPG }, { id: td3, name: TD3 }]
tables:
  - id: returns
    source: { doc: readme, table: 1 }
    columns: [accuracy, wer]
    rows:
      - { method: td3, values: ${td3} }
      - { method: ddpg, values: ${values}${deltas} }
`;
    const doc = new Map([['readme', ['| Method | Hopper | Walker |', '| --- | --- | --- |', '| TD3 | 1.0 | 2.0 |', '| DDPG | -05.20 (-0.18) | −34.45 |'].join('\n')]]);
    const check = (values: string, deltas = '', td3 = '[1.0, 2.0]') => {
      const parsed = parseClaimText(claim(values, deltas, td3), 'rl.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc);
    };
    expect(check('[-5.20, -34.45]').unfound).toEqual([]);
    expect(check('[-5.20, -34.45]', ', deltas: [-0.18, null], vs: td3').unfound).toEqual([]);
    // a minus dropped in the claim: only −34.45 is printed
    expect(check('[-5.20, 34.45]').unfound).toMatchObject([{ row: 'ddpg', expected: ['-5.20', '34.45'] }]);
    expect(check('[-5.20, -34.54]').unfound).toHaveLength(1);
    expect(check('[-5.20, -34.45]', ', deltas: [-0.81, null], vs: td3').unfound).toHaveLength(1);
    // a minus the document does not print
    expect(check('[-5.20, -34.45]', '', '[-1.0, 2.0]').unfound).toMatchObject([{ row: 'td3', expected: ['-1.0', '2.0'] }]);
  });

  it('is sign-aware: a claimed 5.2 where only −5.2 or -5.2 is printed fails, located; "+5.2", "-0.0" and a delta of either sign still match', () => {
    // a clinical-NLP calibration table: the change in calibration error is negative for the better model
    const claim = (row: string, base = '[71.0, 0.0]') => `schemaVersion: 1
paper: { id: med, title: Med, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: base, name: Base }, { id: ours, name: Ours }]
tables:
  - id: calib
    source: { doc: readme, table: 1 }
    columns: [accuracy, f1]
    rows:
      - { method: base, values: ${base} }
      - ${row}
`;
    const doc = new Map([['readme', ['| Model | ΔECE | ΔNLL |', '| --- | --- | --- |', '| Base | +71.0 | -0.0 |', '| Ours | −5.2 (−1.3) | -0.4 |'].join('\n')]]);
    const check = (row: string, base?: string) => {
      const parsed = parseClaimText(claim(row, base), 'med.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc).unfound;
    };
    // the printed signs: the Unicode minus is a minus, "+71.0" is 71.0, "-0.0" is 0.0
    expect(check('{ method: ours, values: [-5.2, -0.4] }')).toEqual([]);
    // a delta is wanted with either sign (its direction is the row's, not the print's)
    expect(check('{ method: ours, values: [-5.2, -0.4], deltas: [1.3, null], vs: base }')).toEqual([]);
    expect(check('{ method: ours, values: [-5.2, -0.4], deltas: [-1.3, null], vs: base }')).toEqual([]);
    // a minus dropped from either value: the row is not found, located at its values
    for (const row of ['{ method: ours, values: [5.2, -0.4] }', '{ method: ours, values: [-5.2, 0.4] }']) {
      const unfound = check(row);
      expect(unfound).toHaveLength(1);
      expect(unfound[0]).toMatchObject({ row: 'ours', field: 'tables[0].rows[1].values' });
      expect(unfound[0]?.pos.line).toBe(10);
    }
    // a minus added where none is printed fails too
    expect(check('{ method: ours, values: [-5.2, -0.4] }', '[-71.0, 0.0]')).toMatchObject([{ row: 'base' }]);
  });

  it('is sign-aware down a transposed pipe column too: a dropped minus is not found there either', () => {
    // a recommendation table printed with methods as columns; the draft has a row per method
    const claim = (values: string) => `schemaVersion: 1
paper: { id: rec, title: Rec, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: lightgcn, name: LightGCN }]
tables:
  - id: t
    source: { doc: readme, table: 1 }
    columns: [recall, ndcg]
    rows:
      - { method: lightgcn, values: ${values} }
`;
    const doc = new Map([['readme', ['| Metric | MF | LightGCN |', '| --- | --- | --- |', '| Recall gain | 1.2 (base) | −0.8 (drop) |', '| NDCG gain | 0.9 (base) | 2.1 (rise) |'].join('\n')]]);
    const check = (values: string) => {
      const parsed = parseClaimText(claim(values), 'rec.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc).unfound;
    };
    expect(check('[-0.8, 2.1]')).toEqual([]);
    expect(check('[0.8, 2.1]')).toHaveLength(1);
  });

  it('finds a transposed row whose table left out a printed row between its values, in order only', () => {
    // an RL benchmark printed with methods as columns; the draft kept Ant, Hopper and Reacher, not the "N" row between
    const claim = (values: string) => `schemaVersion: 1
paper: { id: rl, title: RL, docs: [{ id: readme, file: README.md, kind: readme }] }
methods: [{ id: td3, name: TD3 paper }]
tables:
  - id: t
    source: { doc: readme, table: 1 }
    columns: [ant, hopper, reacher]
    rows:
      - { method: td3, values: ${values} }
metrics:
  - { id: ant, name: Ant, direction: higher, scale: raw }
  - { id: hopper, name: Hopper, direction: higher, scale: raw }
  - { id: reacher, name: Reacher, direction: higher, scale: raw }
`;
    const doc = new Map([['readme', ['| Environment | Ours | TD3 paper |', '| --- | --- | --- |', '| Ant | 990.4 | 1005.3 |', '| Humanoid | 177.3 | N |', '| Hopper | 2197.0 | 2020.5 |', '| Swimmer | 144.1 | N |', '| Reacher | -3.3 | -6.51 |', '', 'Other text.', '', '| Env | A | B |', '| --- | --- | --- |', '| X | 1.0 | 2020.5 |'].join('\n')]]);
    const check = (values: string) => {
      const parsed = parseClaimText(claim(values), 'rl.yaml');
      if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.problem).join('; '));
      return checkTranscription(parsed.file, doc).unfound;
    };
    expect(check('[1005.3, 2020.5, -6.51]')).toEqual([]);
    // out of order, or a value of another table, is not found
    expect(check('[2020.5, 1005.3, -6.51]')).toHaveLength(1);
    expect(check('[1005.3, 2020.5, -6.5]')).toHaveLength(1);
  });

  it('audit validate --sources passes on the real files and fails with exit 1, located, on a mistyped copy', () => {
    const ok = runCli(['validate', '--sources', seeds]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'audit-typo-'));
    const typo = join(dir, 'ssgpa.yaml');
    writeFileSync(typo, readFileSync(join(repoRoot, 'claims', 'ssgpa.yaml'), 'utf8').replace('values: [9.6, 11.4, 30.5, 30.1]', 'values: [9.6, 11.4, 35.0, 30.1]'));
    const bad = runCli(['validate', typo, '--sources', seeds]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/ssgpa\.yaml:\d+:\d+: tables\[\d+\]\.rows\[\d+\]\.values: row 'ssgpa' of table 'spot-the-diff' not found in document 'repro-readme'; expected the numbers 9\.6 28\.89 11\.4 28\.75 35\.0 51\.89 30\.1 29\.51 in this order on one line/);
  });
});
