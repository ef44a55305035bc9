/**
 * `runner: command`: runs a paper's own script in its own process group, logs to files kept as
 * artifacts, GPU memory sampled for the process tree, metrics read from what the script wrote.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandConfig } from '../../claims/configs/command.js';
import type { Runner, RunnerResult, RunContext } from '../../core/runner.js';
import { gpuInventory } from '../../profiling/inventory.js';
import { environmentFacts } from '../../profiling/inventory-parse.js';
import { peakFacts } from '../../profiling/facts.js';
import { startGpuSampler } from '../../profiling/sampler.js';
import type { GpuSampler } from '../../profiling/sampler.js';
import { artifactOf } from '../artifacts.js';

/** This project's probe scripts: scripts/probes beside src/ (and dist/). */
const PROBES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'probes');
import { expand } from './placeholders.js';
import type { Places } from './placeholders.js';
import { preflightCommand, resolveCwd } from './preflight.js';
import { runInGroup } from './process-group.js';
import type { GroupOutcome } from './process-group.js';
import { readFacts } from './read-facts.js';
import { readMetrics } from './read-metrics.js';
import { effectiveCommand } from './smoke.js';

function tail(path: string, lines = 5): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function describeExit(o: Extract<GroupOutcome, { kind: 'exited' }>, timeoutSec: number): string {
  if (o.timedOut) return `timed out after ${timeoutSec} s; its process group was killed`;
  if (o.aborted) return 'interrupted; its process group was killed';
  return o.signal !== null ? `killed by ${o.signal}` : `exited with code ${o.exitCode}`;
}

async function run(config: CommandConfig, ctx: RunContext): Promise<RunnerResult> {
  const c = effectiveCommand(config, ctx.smoke);
  const cwd = resolveCwd(c.cwd, ctx.dataRoots);
  if (cwd === undefined) return { status: 'failed', reason: `working directory '${c.cwd}' not found` };
  const logs = join(ctx.outDir, 'logs');
  mkdirSync(logs, { recursive: true });
  const places: Places = { out: ctx.outDir, cwd, stdout: join(logs, 'stdout.log'), stderr: join(logs, 'stderr.log'), probes: PROBES };
  const argv = c.argv.map((a) => expand(a, places));
  const env = { ...process.env, ...Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, expand(v, places)])) };
  ctx.ports.environment({ command: argv, cwd, envAdded: Object.keys(c.env), ...(c === config ? {} : { smokeOverrides: Object.keys(config.smoke ?? {}) }) });

  let sampler: GpuSampler | undefined;
  let rootPid: number | undefined;
  if (c.profileGpu) {
    const inv = await gpuInventory();
    ctx.ports.environment(environmentFacts(inv));
    if (inv.kind === 'gpus') sampler = startGpuSampler({ intervalMs: c.sampleIntervalMs, rootPid: () => rootPid, onSamples: (b) => ctx.ports.gpuSamples(b) });
  }
  ctx.log.progress(`${c.id}: ${argv.join(' ')}`);
  const outcome = await runInGroup(argv, {
    cwd,
    env,
    stdoutPath: places.stdout,
    stderrPath: places.stderr,
    timeoutMs: c.timeoutSec * 1000,
    signal: ctx.signal,
    onSpawn: (pid) => (rootPid = pid),
  });
  if (sampler !== undefined) ctx.ports.environment(peakFacts(await sampler.stop()));
  for (const [kind, path] of [['stdout', places.stdout], ['stderr', places.stderr]] as const) ctx.ports.artifact(await artifactOf(kind, path));
  if (outcome.kind === 'spawn-failed') return { status: 'failed', reason: `could not start '${argv[0] ?? ''}': ${outcome.message}` };
  ctx.ports.environment({ exitCode: outcome.exitCode, exitSignal: outcome.signal, seconds: outcome.seconds });

  const read = await readMetrics(c, places, ctx.dataRoots);
  for (const f of read.files) ctx.ports.artifact(await artifactOf(f.kind, f.path));
  for (const m of read.measurements) ctx.ports.measurement(m);
  const facts = readFacts(c, places);
  for (const f of facts.files) ctx.ports.artifact(await artifactOf('facts', f));
  // Under their own key, so a script's record never overwrites the harness's facts (exit code, GPU peaks…).
  if (Object.keys(facts.facts).length > 0) ctx.ports.environment({ facts: facts.facts });
  // A command whose only output is its facts (a memory probe) and that wrote none of them did not do its job.
  const nothing = c.metrics.length === 0 && c.facts.length > 0 && facts.files.length === 0;
  const clean = outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted;
  const exit = describeExit(outcome, c.timeoutSec);
  const stderrTail = tail(places.stderr);
  if (clean) {
    for (const p of facts.problems) ctx.ports.warning(p);
    if (nothing) return { status: 'failed', reason: `it exited 0 but wrote none of its facts: ${facts.problems.join('; ')}` };
    if (read.problems.length === 0) return { status: 'succeeded' };
    for (const p of read.problems) ctx.ports.warning(p);
    return read.measurements.length > 0 ? { status: 'succeeded' } : { status: 'failed', reason: `no metrics: ${read.problems.join('; ')}` };
  }
  if (read.measurements.length > 0 && !outcome.timedOut && !outcome.aborted) {
    ctx.ports.warning(`the command ${exit} after writing its results; they are kept${stderrTail === '' ? '' : `. Last stderr lines:\n${stderrTail}`}`);
    for (const p of read.problems) ctx.ports.warning(p);
    return { status: 'succeeded' };
  }
  if (read.measurements.length > 0) ctx.ports.warning(`metrics read after the command ${exit}`);
  return { status: 'failed', reason: `the command ${exit}${stderrTail === '' ? '' : `; last stderr lines:\n${stderrTail}`}` };
}

export const commandRunner: Runner<CommandConfig> = {
  preflight: (c, ctx) => preflightCommand(effectiveCommand(c, ctx.smoke ?? false), ctx.dataRoots),
  run,
};
