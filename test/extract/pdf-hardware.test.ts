/**
 * DeepSeekMoE's PDF crashed `audit extract` ("wrote an invalid draft (a bug): hardware[6].value:
 * value 0 too small"): "where each expert is 0.25 times the size" was read as a layer count of 0
 * (the list "is 0" cut out of 0.25), and "13,000 steps" as 0 iterations (the digits after the comma).
 * A small paper printed by Chromium with those sentences must give a valid draft with the real numbers.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

const page = `<!doctype html><html><body style="font-family: serif; width: 600px">
<h1>Sparse Experts at Scale</h1>
<h2>Abstract</h2><p>We study mixture-of-experts language models.</p>
<h2>1 Setup</h2>
<p>Each MoE layer consists of 2 shared experts and 64 routed experts, where each expert is 0.25 times the size of a standard FFN.</p>
<p>We train the large model for 13,000 steps, achieving 245B training tokens.</p>
<p>Table 1: Results on the validation set.</p>
<table style="border-spacing: 28px 2px"><tr><th>Model</th><th>Accuracy</th><th>F1</th></tr>
<tr><td>Dense</td><td>61.2</td><td>55.0</td></tr><tr><td>MoE</td><td>64.8</td><td>58.3</td></tr><tr><td>MoE-Large</td><td>66.1</td><td>59.9</td></tr></table>
</body></html>`;

describe('hardware numbers read from a PDF sentence', () => {
  it('never reads a digit run cut out of a longer number (0.25, 13,000) as a count', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-pdf-hw-'));
    writeFileSync(join(dir, 'paper.html'), page);
    printToPdf(join(dir, 'paper.html'), join(dir, 'moe.pdf'));
    const r = runCli(['extract', 'moe.pdf', '--id', 'moe', '--out', 'moe.yaml'], { cwd: dir });
    expect(r.stderr).not.toMatch(/invalid draft|internal error/);
    expect(r.code).toBe(0);
    const draft = parse(readFileSync(join(dir, 'moe.yaml'), 'utf8')) as { hardware: { kind: string; value?: number }[] };
    expect(draft.hardware.filter((h) => h.kind === 'iterations').map((h) => h.value)).toEqual([13000]);
    expect(draft.hardware.filter((h) => h.kind === 'layers')).toEqual([]);
    const v = runCli(['validate', 'moe.yaml', '--sources', dir], { cwd: dir });
    expect(v.code).toBe(0);
  }, 60_000);
});
