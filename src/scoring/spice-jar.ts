/**
 * SPICE 1.0, run as coco-caption's spice.py does: the tokenised captions written to a JSON file
 * `[{image_id, test, refs}]`, `java -jar -Xmx8G spice-1.0.jar IN -cache DIR -out OUT -subset
 * -silent`, per-image `scores.All.f`, corpus = their mean.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ExternalSpiceResult } from '../metrics/index.js';
import type { TokenizedSet } from './meteor-jar.js';

export function runSpiceJar(jar: string, set: TokenizedSet, java = 'java'): ExternalSpiceResult {
  const dir = mkdtempSync(join(tmpdir(), 'audit-spice-'));
  try {
    const input = join(dir, 'in.json');
    const output = join(dir, 'out.json');
    const items = set.ids.map((id, i) => ({ image_id: id, test: set.preds[i]!, refs: set.refs[i]! }));
    writeFileSync(input, JSON.stringify(items));
    const args = ['-jar', '-Xmx8G', basename(jar), input, '-cache', join(dir, 'cache'), '-out', output, '-subset', '-silent'];
    const r = spawnSync(java, args, { cwd: dirname(jar), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.error || r.status !== 0) throw new Error(`SPICE failed: ${r.error?.message ?? r.stderr.slice(-2000)}`);
    const rows = JSON.parse(readFileSync(output, 'utf8')) as { image_id: string | number; scores: { All: { f: number } } }[];
    const perImage = new Map(rows.map((row) => [String(row.image_id), row.scores.All.f]));
    const values = set.ids.map((id) => perImage.get(id) ?? NaN);
    return { kind: 'spice-1.0', corpus: values.reduce((a, b) => a + b, 0) / values.length, perImage };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
