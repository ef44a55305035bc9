/**
 * Named trainable variables, initialised from a seeded JS generator so that the same seed gives
 * the same initial weights on every backend.
 */
import * as tf from '@tensorflow/tfjs';
import { createRng, type Rng } from '../rng.js';

export interface Dense {
  readonly w: tf.Variable;
  readonly b: tf.Variable | undefined;
}
export interface LayerNorm {
  readonly gamma: tf.Variable;
  readonly beta: tf.Variable;
}

export class ParamStore {
  private readonly vars = new Map<string, tf.Variable>();
  private readonly rng: Rng;
  private readonly frozen = new Set<string>();
  constructor(seed: number) {
    this.rng = createRng(seed);
  }

  private add(name: string, shape: number[], values: Float32Array): tf.Variable {
    if (this.vars.has(name)) throw new Error(`parameter ${name} defined twice`);
    const init = tf.tensor(values, shape, 'float32');
    const v = tf.variable(init, true, name);
    init.dispose();
    this.vars.set(name, v);
    return v;
  }

  /** Xavier-uniform weights, zero bias. */
  dense(name: string, inDim: number, outDim: number, bias = true): Dense {
    const limit = Math.sqrt(6 / (inDim + outDim));
    const w = Float32Array.from({ length: inDim * outDim }, () => (2 * this.rng.next() - 1) * limit);
    return { w: this.add(`${name}.w`, [inDim, outDim], w), b: bias ? this.add(`${name}.b`, [outDim], new Float32Array(outDim)) : undefined };
  }

  layerNorm(name: string, dim: number): LayerNorm {
    return { gamma: this.add(`${name}.gamma`, [dim], new Float32Array(dim).fill(1)), beta: this.add(`${name}.beta`, [dim], new Float32Array(dim)) };
  }

  /** N(0, 1) rows, like torch.nn.Embedding. */
  embedding(name: string, rows: number, dim: number, std = 1): tf.Variable {
    return this.add(name, [rows, dim], Float32Array.from({ length: rows * dim }, () => std * this.rng.normal()));
  }

  scalar(name: string, value: number): tf.Variable {
    return this.add(name, [], Float32Array.of(value));
  }

  get(name: string): tf.Variable | undefined {
    return this.vars.get(name);
  }

  /** Leaves the named parameter out of trainable(): it keeps its initial value. */
  freeze(name: string): void {
    if (!this.vars.has(name)) throw new Error(`no parameter ${name} to freeze`);
    this.frozen.add(name);
  }

  /** The variables the optimiser updates. */
  trainable(): tf.Variable[] {
    return [...this.vars].filter(([n]) => !this.frozen.has(n)).map(([, v]) => v);
  }

  entries(): Array<[string, tf.Variable]> {
    return [...this.vars];
  }

  count(): number {
    return [...this.vars.values()].reduce((n, v) => n + v.size, 0);
  }

  dispose(): void {
    for (const v of this.vars.values()) v.dispose();
    this.vars.clear();
  }
}
