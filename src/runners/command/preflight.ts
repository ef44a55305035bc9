/** What a command config needs before it can run: its working directory, programs, files, a GPU. */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import type { CommandConfig } from '../../claims/configs/command.js';
import type { SkipReason } from '../../core/runner.js';
import { underDataRoots } from '../data-roots.js';
import { gpuInventory } from '../../profiling/inventory.js';

/** The working directory: absolute, or under the first data root that has it. */
export function resolveCwd(cwd: string, dataRoots: readonly string[]): string | undefined {
  return underDataRoots(cwd, dataRoots, 'any');
}

/** The program's path: as given when it contains a slash (relative to cwd), else found on PATH. */
export function findExecutable(program: string, cwd: string, pathVar = process.env.PATH ?? ''): string | undefined {
  const ok = (p: string): boolean => {
    try {
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes('/')) {
    const p = resolve(cwd, program);
    return ok(p) ? p : undefined;
  }
  return pathVar
    .split(delimiter)
    .filter((d) => d !== '')
    .map((d) => join(d, program))
    .find(ok);
}

/** What to provide, in words: an origin whose path is `.` is the repository itself, checked out as the config's working directory. */
const provideFrom = (c: CommandConfig): string | undefined =>
  c.origins.length > 0
    ? c.origins
        .map((o) => {
          const at = o.commit === undefined ? '' : ` at commit ${o.commit}`;
          const what = o.path === '.' || o.path === './' ? `a checkout of ${o.repository}${at}, as the folder '${c.cwd}' under a data root` : `${o.path} from ${o.repository}${at}`;
          return `${what}${o.note === undefined ? '' : ` (${o.note})`}`;
        })
        .join('; ')
    : undefined;

export async function preflightCommand(c: CommandConfig, dataRoots: readonly string[]): Promise<SkipReason | undefined> {
  if (c.skip !== undefined) return { reason: c.skip };
  const provide = provideFrom(c);
  const withProvide = (reason: string): SkipReason => (provide === undefined ? { reason } : { reason, provide });
  const cwd = resolveCwd(c.cwd, dataRoots);
  if (cwd === undefined) return withProvide(`working directory '${c.cwd}' is not under any data root (${dataRoots.join(', ') || 'none given'})`);
  const env = { ...process.env, ...c.env };
  for (const program of [c.argv[0] ?? '', ...c.requires.executables]) {
    if (findExecutable(program, cwd, env.PATH) === undefined) return withProvide(`program '${program}' is not ${program.includes('/') ? `an executable under ${cwd}` : 'on PATH'}`);
  }
  const missing = c.requires.paths.filter((p) => !existsSync(resolve(cwd, p)));
  if (missing.length > 0) return withProvide(`missing under ${cwd}: ${missing.join(', ')}`);
  if (c.requires.pythonModules.length > 0) {
    const python = findExecutable(c.argv[0] ?? '', cwd, env.PATH) ?? '';
    const lacking = c.requires.pythonModules.filter((m) => spawnSync(python, ['-c', `import ${m}`], { cwd, env, stdio: 'ignore', timeout: 120_000 }).status !== 0);
    if (lacking.length > 0) return { reason: `Python modules missing for ${c.argv[0] ?? ''}: ${lacking.join(', ')}`, provide: `install them for that interpreter (pip install ${lacking.join(' ')}; Debian: python3-torch for torch)` };
  }
  if (c.requires.gpu) {
    const inv = await gpuInventory();
    if (inv.kind === 'none') return { reason: `needs an NVIDIA GPU: ${inv.reason}`, provide: 'a machine with an NVIDIA GPU and its driver (nvidia-smi)' };
  }
  return undefined;
}
