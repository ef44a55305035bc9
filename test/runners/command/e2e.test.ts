import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot, runCli } from '../../helpers/cli.js';
import { waitForCurve } from '../../helpers/fake-smi.js';

const claim = (pidFile: string) => `schemaVersion: 1
paper:
  id: gpu-demo
  title: A run whose GPU memory has a short spike
  docs: [{id: notes, file: notes.txt, kind: readme}]
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
  - id: spiky
    runner: command
    description: A process that shows up on the (stand-in) GPU for two seconds.
    method: demo
    dataset: clevr-change
    split: test
    argv: [bash, -c, 'echo $$ > ${pidFile}; ${waitForCurve(pidFile)}']
    cwd: .
    sampleIntervalMs: 100
`;

describe('audit run with a command config on a machine with a GPU (the nvidia-smi stand-in)', () => {
  it('stores the samples, and the stored peak is the one-sample spike', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-gpu-'));
    mkdirSync(join(dir, 'claims'));
    const pidFile = join(dir, 'pid');
    writeFileSync(join(dir, 'claims', 'gpu-demo.yaml'), claim(pidFile));
    const spike = 11873;
    const r = runCli(['run', 'gpu-demo', '--claims', join(dir, 'claims'), '--db', join(dir, 'r.db'), '--allow-commands', '--data-root', dir], {
      cwd: dir,
      env: {
        PATH: `${join(repoRoot, 'test', 'fixtures', 'nvidia-smi', 'bin')}:${process.env.PATH ?? ''}`,
        FAKE_SMI_CURVE: [...Array(10).fill(640), spike, ...Array(40).fill(2100)].join(','),
        FAKE_SMI_PID_FILE: pidFile,
        FAKE_SMI_DONE_FILE: pidFile,
      },
    });
    expect(r.code, r.stderr).toBe(0);
    const db = new Database(join(dir, 'r.db'), { readonly: true });
    const device = db.prepare('SELECT max(used_mib) AS peak, count(*) AS n, max(total_mib) AS total FROM gpu_samples WHERE pid IS NULL').get() as { peak: number; n: number; total: number };
    const tree = db.prepare('SELECT max(used_mib) AS peak FROM gpu_samples WHERE pid IS NOT NULL').get() as { peak: number };
    db.close();
    expect(device.peak).toBe(spike);
    expect(device.total).toBe(24576);
    expect(device.n).toBeGreaterThan(10);
    expect(tree.peak).toBe(spike);
  });
});
