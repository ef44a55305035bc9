/**
 * Checkpoints: model variables and optimiser state (Adam moments, step count) in one binary file
 * of float32 values plus a JSON manifest; `latest.json` names the newest. Written to a temporary
 * name first, then renamed, so an interrupted write never leaves a half checkpoint as latest.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { RunError } from '../../core/errors.js';
import type { ParamStore } from './models/params.js';

interface Entry {
  readonly name: string;
  readonly group: 'param' | 'optimizer';
  readonly shape: number[];
  readonly offset: number;
}
interface Manifest {
  readonly format: 'repro-audit-tfjs-checkpoint/1';
  readonly iteration: number;
  readonly bin: string;
  readonly entries: Entry[];
}

export interface SavedCheckpoint {
  readonly manifest: string;
  readonly bin: string;
}

export async function saveCheckpoint(dir: string, iteration: number, params: ParamStore, optimizer: tf.Optimizer): Promise<SavedCheckpoint> {
  mkdirSync(dir, { recursive: true });
  const optimizerWeights = await optimizer.getWeights();
  const named: Array<{ name: string; group: Entry['group']; tensor: tf.Tensor }> = [
    ...params.entries().map(([name, tensor]) => ({ name, group: 'param' as const, tensor })),
    ...optimizerWeights.map((w) => ({ name: w.name, group: 'optimizer' as const, tensor: w.tensor })),
  ];
  const entries: Entry[] = [];
  const chunks: Float32Array[] = [];
  let offset = 0;
  for (const n of named) {
    const data = Float32Array.from(await n.tensor.data());
    entries.push({ name: n.name, group: n.group, shape: n.tensor.shape, offset });
    chunks.push(data);
    offset += data.length;
  }
  // getWeights() returns the moment variables themselves, plus a fresh step-count scalar.
  for (const w of optimizerWeights) if (!(w.tensor instanceof tf.Variable)) w.tensor.dispose();
  const all = new Float32Array(offset);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  const base = `ckpt-${String(iteration).padStart(6, '0')}`;
  const manifest: Manifest = { format: 'repro-audit-tfjs-checkpoint/1', iteration, bin: `${base}.bin`, entries };
  const write = (file: string, data: string | Uint8Array): void => {
    writeFileSync(`${file}.tmp`, data);
    renameSync(`${file}.tmp`, file);
  };
  write(path.join(dir, `${base}.bin`), new Uint8Array(all.buffer));
  write(path.join(dir, `${base}.json`), JSON.stringify(manifest));
  write(path.join(dir, 'latest.json'), JSON.stringify({ manifest: `${base}.json` }));
  return { manifest: path.join(dir, `${base}.json`), bin: path.join(dir, `${base}.bin`) };
}

/** Restores the latest checkpoint in `dir`; returns its iteration, or 0 when there is none. */
export async function restoreCheckpoint(dir: string, params: ParamStore, optimizer: tf.Optimizer): Promise<number> {
  const latest = path.join(dir, 'latest.json');
  if (!existsSync(latest)) return 0;
  const { manifest: name } = JSON.parse(readFileSync(latest, 'utf8')) as { manifest: string };
  const manifest = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Manifest;
  if (manifest.format !== 'repro-audit-tfjs-checkpoint/1') throw new RunError('tfjs-checkpoint', `${path.join(dir, name)}: unknown checkpoint format`);
  const buf = readFileSync(path.join(dir, manifest.bin));
  const values = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
  const slice = (e: Entry): Float32Array => values.slice(e.offset, e.offset + e.shape.reduce((a, b) => a * b, 1));
  const expected = new Map(params.entries());
  for (const e of manifest.entries.filter((x) => x.group === 'param')) {
    const v = expected.get(e.name);
    if (v === undefined || v.shape.join('x') !== e.shape.join('x'))
      throw new RunError('tfjs-checkpoint', `${path.join(dir, name)}: parameter ${e.name} ${e.shape.join('×')} does not fit this model${v ? ` (${v.shape.join('×')})` : ''}`);
    tf.tidy(() => v.assign(tf.tensor(slice(e), e.shape)));
    expected.delete(e.name);
  }
  if (expected.size > 0) throw new RunError('tfjs-checkpoint', `${path.join(dir, name)}: lacks parameters ${[...expected.keys()].slice(0, 5).join(', ')}`);
  const opt = manifest.entries.filter((x) => x.group === 'optimizer').map((e) => ({ name: e.name, tensor: tf.tensor(slice(e), e.shape) }));
  await optimizer.setWeights(opt); // copies them into new variables
  for (const o of opt) o.tensor.dispose();
  return manifest.iteration;
}
