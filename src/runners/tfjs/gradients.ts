/**
 * Gradients of a scalar loss with respect to variables, like tf.variableGrads, with the memory of
 * the backward pass released as it goes.
 *
 * TF.js's own backward pass (tfjs-core engine.gradients + tape.backpropagateGradients, 4.x) keeps
 * every intermediate gradient and every tensor saved for the backward pass until the whole pass
 * ends. For SCORER+CBR at the official dimensions that tripled the peak (1,237 MiB at batch 2 on
 * wasm, against 40 MiB of weights and batch) and made batch 8 exhaust the 4 GiB wasm heap. Here the
 * tape is walked the same way, but once a node's input gradients are computed, the gradients of its
 * outputs and the tensors it saved are disposed: nothing later on the tape can use them.
 *
 * This reads the engine's tape (`state.activeTape`, `startTape`, `endTape`, `scopedRun`), which
 * tfjs-core declares private; `test/tfjs/gradients.test.ts` checks it against tf.variableGrads.
 */
import * as tf from '@tensorflow/tfjs';

interface TapeNode {
  readonly id: number;
  readonly kernelName: string;
  readonly outputs: tf.Tensor[];
  readonly inputs: Record<string, tf.Tensor>;
  readonly gradient?: (dys: Array<tf.Tensor | null>) => Record<string, () => tf.Tensor>;
  readonly saved?: tf.Tensor[];
}

interface EngineInternals {
  readonly state: { activeTape: TapeNode[] | null; gradientDepth: number };
  startTape(): void;
  endTape(): void;
  scopedRun<T>(start: () => void, end: () => void, f: () => T): T;
  tidy<T extends tf.TensorContainer>(name: string, f: () => T): T;
}

function engineInternals(): EngineInternals {
  const e = tf.engine() as unknown as Partial<EngineInternals>;
  for (const m of ['startTape', 'endTape', 'scopedRun', 'tidy'] as const)
    if (typeof e[m] !== 'function') throw new Error(`this TF.js version has no engine.${m}: the lean backward pass needs tfjs-core 4.x`);
  return e as EngineInternals;
}

/** The nodes on a path from one of `xs` to `y`, their inputs pruned to those that depend on `xs`. */
function nodesBetween(tape: readonly TapeNode[], xs: readonly tf.Tensor[], y: tf.Tensor): TapeNode[] {
  const fromX = new Set(xs.map((x) => x.id));
  const nodesFromX = new Set<number>();
  for (const node of tape) {
    if (Object.values(node.inputs).some((t) => fromX.has(t.id))) {
      for (const o of node.outputs) fromX.add(o.id);
      nodesFromX.add(node.id);
    }
  }
  const toY = new Set([y.id]);
  const nodesToY = new Set<number>();
  for (let i = tape.length - 1; i >= 0; i--) {
    const node = tape[i] as TapeNode;
    if (node.outputs.some((o) => toY.has(o.id))) {
      for (const t of Object.values(node.inputs)) toY.add(t.id);
      nodesToY.add(node.id);
    }
  }
  return tape
    .filter((n) => nodesFromX.has(n.id) && nodesToY.has(n.id))
    .map((n) => ({ ...n, inputs: Object.fromEntries(Object.entries(n.inputs).filter(([, t]) => fromX.has(t.id))) }));
}

/** Walks the tape backward, releasing each node's output gradients and saved tensors once used. */
function backprop(grads: Map<number, tf.Tensor>, nodes: readonly TapeNode[], keep: ReadonlySet<number>, engine: EngineInternals): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i] as TapeNode;
    const dys = node.outputs.map((o) => grads.get(o.id) ?? null);
    if (node.gradient === undefined) throw new Error(`cannot compute the gradient of ${node.kernelName}: it has no gradient function`);
    const inputGrads = node.gradient(dys);
    for (const [name, x] of Object.entries(node.inputs)) {
      const f = inputGrads[name];
      if (f === undefined) throw new Error(`cannot backprop through input ${name} of ${node.kernelName}`);
      const dx = engine.tidy('dx', f);
      const acc = grads.get(x.id);
      if (acc === undefined) grads.set(x.id, dx);
      else {
        grads.set(x.id, tf.add(acc, dx));
        release(acc, grads);
        release(dx, grads);
      }
    }
    for (const o of node.outputs) {
      const dy = grads.get(o.id);
      if (dy === undefined || keep.has(o.id)) continue;
      grads.delete(o.id);
      release(dy, grads);
    }
    for (const s of node.saved ?? []) s.dispose();
  }
}

/** Disposes t unless a live gradient entry still is that very tensor. */
function release(t: tf.Tensor, grads: ReadonlyMap<number, tf.Tensor>): void {
  for (const g of grads.values()) if (g === t) return;
  t.dispose();
}

/**
 * The value of `f` (a scalar) and its gradient with respect to each of `vars` that reaches it
 * (keyed by variable name). Tensors created by `f` are disposed, except the returned value.
 */
export function leanVariableGrads(f: () => tf.Scalar, vars: readonly tf.Variable[]): { value: tf.Scalar; grads: Record<string, tf.Tensor> } {
  const engine = engineInternals();
  const y = engine.scopedRun(
    () => engine.startTape(),
    () => engine.endTape(),
    () => engine.tidy('forward', f),
  );
  const tape = engine.state.activeTape ?? [];
  const nodes = nodesBetween(tape, vars, y);
  const out = engine.tidy('backward', () => {
    const grads = new Map<number, tf.Tensor>([[y.id, tf.onesLike(y)]]);
    backprop(grads, nodes, new Set(vars.map((v) => v.id)), engine);
    // A variable the loss does not reach gets an empty tensor (a scalar NaN was ambiguous for scalar variables).
    return vars.map((v) => grads.get(v.id) ?? tf.tensor1d([]));
  });
  if (engine.state.gradientDepth === 0) {
    for (const node of tape) for (const s of node.saved ?? []) if (!s.isDisposed) s.dispose();
    engine.state.activeTape = null;
  }
  const grads: Record<string, tf.Tensor> = {};
  vars.forEach((v, i) => {
    const g = out[i] as tf.Tensor;
    if (g.size === 0 && v.size !== 0) g.dispose(); // the variable does not reach the loss
    else grads[v.name] = g;
  });
  return { value: y, grads };
}
