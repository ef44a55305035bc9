/**
 * The environment fingerprint stored with every run: harness commit, node, OS, CPU, GPU
 * inventory (through a port: the profiler owns nvidia-smi) and the installed package versions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { arch, cpus, hostname, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

import { packageRoot } from '../core/package-root.js';

export { packageRoot };

export type GpuInventory = () => Promise<unknown>;

export interface Environment {
  readonly harness: { readonly name: string; readonly version: string; readonly commit: string | null; readonly dirty: boolean | null };
  readonly node: string;
  readonly os: { readonly platform: string; readonly release: string; readonly arch: string };
  readonly host: string;
  readonly cpu: { readonly model: string; readonly cores: number };
  readonly memoryGiB: number;
  readonly gpus: unknown;
  readonly packages: Record<string, string | null>;
}

function readText(p: string): string | undefined {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return undefined;
  }
}

/** HEAD's commit read from .git without running git (refs, packed-refs, worktree `gitdir:` files). */
export function gitCommit(root: string): string | null {
  let gitDir = join(root, '.git');
  const asFile = readText(gitDir);
  if (asFile?.startsWith('gitdir:')) gitDir = resolve(root, asFile.slice(7).trim());
  const head = readText(join(gitDir, 'HEAD'))?.trim();
  if (!head) return null;
  if (!head.startsWith('ref:')) return head;
  const ref = head.slice(4).trim();
  const commonDir = readText(join(gitDir, 'commondir'))?.trim();
  const dirs = [gitDir, ...(commonDir ? [resolve(gitDir, commonDir)] : [])];
  for (const d of dirs) {
    const loose = readText(join(d, ref))?.trim();
    if (loose) return loose;
    const packed = readText(join(d, 'packed-refs'))
      ?.split('\n')
      .find((l) => l.endsWith(` ${ref}`));
    if (packed) return packed.split(' ')[0] ?? null;
  }
  return null;
}

/** Uncommitted changes to tracked files, or null when git is not available. */
function gitDirty(root: string): boolean | null {
  if (!existsSync(join(root, '.git'))) return null;
  const r = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8', timeout: 5000 });
  return r.status === 0 ? r.stdout.trim().length > 0 : null;
}

/** `repro-audit 0.1.0`: the harness as reports name it, from the package's own package.json. */
export function toolName(root = packageRoot): string {
  const pkg = packageVersions(root);
  return `${pkg.name} ${pkg.version}`;
}

function packageVersions(root: string): { name: string; version: string; deps: Record<string, string | null> } {
  const pkg = JSON.parse(readText(join(root, 'package.json')) ?? '{}') as {
    name?: string;
    version?: string;
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  const deps: Record<string, string | null> = {};
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).sort()) {
    const installed = readText(join(root, 'node_modules', name, 'package.json'));
    deps[name] = installed ? ((JSON.parse(installed) as { version?: string }).version ?? null) : null;
  }
  return { name: pkg.name ?? 'unknown', version: pkg.version ?? 'unknown', deps };
}

export async function collectEnvironment(gpuInventory: GpuInventory, root = packageRoot): Promise<Environment> {
  const pkg = packageVersions(root);
  const cpuList = cpus();
  let gpus: unknown;
  try {
    gpus = await gpuInventory();
  } catch (e) {
    gpus = { error: e instanceof Error ? e.message : String(e) };
  }
  return {
    harness: { name: pkg.name, version: pkg.version, commit: gitCommit(root), dirty: gitDirty(root) },
    node: process.version,
    os: { platform: platform(), release: release(), arch: arch() },
    host: hostname(),
    cpu: { model: cpuList[0]?.model.trim() ?? 'unknown', cores: cpuList.length },
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    gpus,
    packages: pkg.deps,
  };
}
