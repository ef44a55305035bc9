/**
 * What-if overrides of a described model (`audit estimate --config ID --batch N --layers C=N
 * --tokens C=N --lora-rank R`). Only the inputs change; everything that depends on them (parameter
 * and LoRA counts, activations, attention, pairwise tensors, logits of a component's tokens) is
 * derived again by the estimator. Pure.
 */
import type { Component, ModelDescription } from '../claims/configs/estimate.js';
import { InputError } from '../core/errors.js';
import { resolveArch } from './params.js';

export interface Overrides {
  readonly batch?: number;
  readonly layers?: Readonly<Record<string, number>>;
  readonly tokens?: Readonly<Record<string, number>>;
  readonly loraRank?: number;
}

const positive = (what: string, n: number): number => {
  if (!Number.isInteger(n) || n < 1) throw new InputError(`${what} must be a positive integer, got ${String(n)}`, 'estimate-override');
  return n;
};

function known(d: ModelDescription, names: readonly string[], flag: string): void {
  const have = d.components.map((c) => c.name);
  for (const n of names) {
    if (!have.includes(n)) throw new InputError(`--${flag} ${n}=…: no component '${n}'; the components are ${have.join(', ')}`, 'estimate-override');
  }
}

function withLayers(c: Component, layers: number): Component {
  const arch = resolveArch(c);
  if (arch.kind === 'resnet') throw new InputError(`--layers ${c.name}=${layers}: a ResNet's depth is 50, 101 or 152, not a layer count`, 'estimate-override');
  const { preset: _preset, ...rest } = c;
  return { ...rest, arch: { ...arch, layers } };
}

export function applyOverrides(d: ModelDescription, o: Overrides): ModelDescription {
  known(d, Object.keys(o.layers ?? {}), 'layers');
  known(d, Object.keys(o.tokens ?? {}), 'tokens');
  if (o.loraRank !== undefined && !d.components.some((c) => c.lora !== undefined)) {
    throw new InputError(`--lora-rank ${o.loraRank}: no component of this config has LoRA adapters`, 'estimate-override');
  }
  const components = d.components.map((c) => {
    let out: Component = c;
    const layers = o.layers?.[c.name];
    if (layers !== undefined) out = withLayers(out, positive(`--layers ${c.name}`, layers));
    const tokens = o.tokens?.[c.name];
    if (tokens !== undefined) out = { ...out, tokens: positive(`--tokens ${c.name}`, tokens) };
    if (o.loraRank !== undefined && out.lora !== undefined) out = { ...out, lora: { ...out.lora, rank: positive('--lora-rank', o.loraRank) } };
    return out;
  });
  return { ...d, components, ...(o.batch === undefined ? {} : { batch: positive('--batch', o.batch) }) };
}

/** `encoder=3,llm=606` or repeated flags → { encoder: 3, llm: 606 }. */
export function parseAssignments(flag: string, values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values.flatMap((x) => x.split(','))) {
    const m = /^\s*([a-z0-9][a-z0-9+._-]*)\s*=\s*(\d+)\s*$/.exec(v);
    if (m === null) throw new InputError(`--${flag} ${v}: expected COMPONENT=N (e.g. --${flag} encoder=3)`, 'estimate-override');
    out[m[1] as string] = Number(m[2]);
  }
  return out;
}
