/**
 * The results database on a file system that refuses writes: a read-only one is a located error
 * with exit code 2, no stack trace, no -wal/-shm left beside it; a disk that fills up during a run
 * ends the run with its final state recorded in the same process (not left `running`), exit 3.
 * The file systems are real: a small tmpfs in a private mount namespace (`unshare -rm`), skipped
 * where the machine allows none.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditBin } from '../helpers/cli.js';
import { hostilePaper } from './hostile-paper.js';

const canMount = spawnSync('unshare', ['-rm', 'sh', '-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs "$d" && umount "$d"'], { encoding: 'utf8' }).status === 0;

interface Outcome {
  rc: number;
  stderr: string;
  files: string[];
  runs: { status: string; reason: string | null; metrics: number }[];
}

/** Runs `script` (sh) in a private mount namespace with a 1 MiB tmpfs at $M; its stdout is JSON lines. */
function inNamespace(script: string, env: Record<string, string>): string {
  const p = hostilePaper();
  const file = join(p.root, 'script.sh');
  writeFileSync(
    file,
    `set -u
M=$(mktemp -d)
W=$(mktemp -d)
mount -t tmpfs -o size=1m tmpfs "$M"
cd "$M"
run() { node "$AUDIT" run evil --claims "$CLAIMS" --data-root "$DATA" --db r.db --no-report --quiet >/dev/null 2>"$W/err.txt"; echo "{\\"rc\\": $?}" > "$W/rc.json"; }
report() {
  W="$W" node -e '
    const fs = require("fs");
    const D = require(process.env.SQLITE);
    const files = fs.readdirSync(".").filter((f) => f !== "filler").sort();
    if (fs.existsSync(".runs/r.db/.space-reserve")) files.push(".space-reserve left behind");
    const bytes = fs.readFileSync("r.db");
    bytes[18] = 1; bytes[19] = 1;
    // a copy in memory (nothing written beside the file), or, with a -wal left, the file with it
    const s = fs.existsSync("r.db-wal") ? new D("r.db", { readonly: true }) : new D(bytes, { readonly: true });
    const runs = s.prepare("SELECT status, reason, (SELECT count(*) FROM metrics m WHERE m.run_id = runs.id) AS metrics FROM runs ORDER BY id").all();
    s.close();
    const w = process.env.W;
    const rc = JSON.parse(fs.readFileSync(w + "/rc.json", "utf8")).rc;
    console.log(JSON.stringify({ rc, stderr: fs.readFileSync(w + "/err.txt", "utf8"), files, runs }));
  '
}
${script}
`,
  );
  const r = spawnSync('unshare', ['-rm', 'sh', file], {
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, ...env, AUDIT: auditBin, CLAIMS: p.claims, DATA: p.data, SQLITE: require.resolve('better-sqlite3'), NO_COLOR: '1' },
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

const outcomes = (stdout: string): Outcome[] => stdout.trim().split('\n').map((l) => JSON.parse(l) as Outcome);

describe.runIf(canMount)('results.db on a file system that refuses writes', () => {
  it('read-only: a located error, exit 2, no stack trace, no -wal/-shm left, nothing changed', () => {
    const [o] = outcomes(inNamespace('run; mount -o remount,ro "$M"; run; report', {}));
    expect(o!.rc).toBe(2);
    expect(o!.stderr).toMatch(/^r\.db: cannot be written \(.*EROFS\).*nothing was written/m);
    expect(o!.stderr).not.toMatch(/internal error|\n {4}at /);
    expect(o!.files).toEqual(['r.db']);
    expect(o!.runs.map((r) => r.status)).toEqual(['succeeded']);
  });

  it('full during a run: the run ends recorded (failed, with what it saved), never left running; exit 3 and a clear message', () => {
    // one good run, then the disk filled up to leave FREE bytes, then a second run, for a range of FREE
    const sizes = Array.from({ length: 9 }, (_, i) => 100_000 + i * 40_000);
    const script = sizes
      .map((free) => `run; rm -f filler; avail=$(df --output=avail -B1 "$M" | tail -1); head -c $((avail - ${free})) /dev/zero > filler 2>/dev/null; run; rm -f filler; report; rm -rf "$M"/* "$M"/.runs`)
      .join('\n');
    const all = outcomes(inNamespace(script, {}));
    expect(all).toHaveLength(sizes.length);
    for (const o of all) {
      expect([0, 3], o.stderr).toContain(o.rc);
      expect(o.stderr).not.toMatch(/internal error|\n {4}at /);
      // left running only when not even the one-row update fitted, and then the message says so
      const unrecorded = /its end could not be recorded/.test(o.stderr);
      if (!unrecorded) expect(o.runs.map((r) => r.status)).not.toContain('running');
      // a -wal SQLite could not fold back for lack of space holds committed data: it stays; nothing else
      expect(o.files.filter((f) => !['.runs', 'r.db', 'r.db-wal', 'r.db-shm'].includes(f))).toEqual([]);
    }
    // at least one size ran out of space in the middle of storing the run's measurements
    const partial = all.filter((o) => o.rc === 3 && o.runs[1]?.status === 'failed' && o.runs[1].metrics < 7);
    expect(partial.length, JSON.stringify(all.map((o) => [o.rc, o.runs]))).toBeGreaterThan(0);
    expect(partial[0]!.runs[1]!.reason).toMatch(/database or disk is full/);
  });
});
