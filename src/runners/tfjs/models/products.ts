/**
 * The model's matrix products, in one of two kernel forms.
 *
 * `plain` exists for the wasm backend. Its BatchMatMul runs on XNNPACK only for a plain 2-D
 * product — no transpose flag, no batch dimension — and falls to a scalar loop for every other
 * form, about 13× slower (measured with `bench/train.ts`: 29 GFLOP/s for [3136,512]×[512,512],
 * 2.3 with transposeB, 1.6 with transposeA, 2.1 for [128,196,64]×[128,64,196]). TF.js's own
 * MatMul gradient uses the transpose flags, so most of a training step ran on the slow loop.
 * Here every kernel call is a plain 2-D product: transposes are explicit (a Transpose kernel,
 * memory-bound), the gradients are written as plain products, and a batched product is one plain
 * product per matrix. Slicing a wasm tensor copies the whole input per slice, so the matrices of
 * a batch are read out once and uploaded one by one (two copies of the data in all).
 *
 * `native` hands every product to tf.matMul as it is: tfjs-node and the cpu backend run every form
 * at the same speed, and reading tensors back would stall a GPU.
 */
import * as tf from '@tensorflow/tfjs';

export type ProductKernels = 'plain' | 'native';

export interface Products {
  readonly kernels: ProductKernels;
  /** a · b for 2-D a [m, k], b [k, n]. */
  mm(a: tf.Tensor, b: tf.Tensor): tf.Tensor2D;
  /** a · b where a is data that needs no gradient (only ∂b is computed). */
  mmData(a: tf.Tensor, b: tf.Tensor): tf.Tensor2D;
  /** a · bᵀ for 2-D a [m, k], b [n, k]. */
  mmT(a: tf.Tensor, b: tf.Tensor): tf.Tensor2D;
  /** Batched a · b (or a · bᵀ with transposeB): a [N, m, k], b [N, k, n] (or [N, n, k]) → [N, m, n]. */
  bmm(a: tf.Tensor, b: tf.Tensor, transposeB?: boolean): tf.Tensor3D;
}

/** The kernel form for a TF.js backend name (tf.getBackend()). */
export function productKernelsFor(backendName: string): ProductKernels {
  return backendName === 'wasm' ? 'plain' : 'native';
}

const t2 = (x: tf.Tensor): tf.Tensor2D => x.transpose() as tf.Tensor2D;
const t3 = (x: tf.Tensor): tf.Tensor3D => x.transpose([0, 2, 1]) as tf.Tensor3D;

type Binary = (a: tf.Tensor, b: tf.Tensor) => tf.Tensor;

/** A two-input op with a hand-written gradient: forward(a, b) and [∂a, ∂b] from dy. */
function binaryWithGrad(forward: Binary, grad: (dy: tf.Tensor, a: tf.Tensor, b: tf.Tensor) => tf.Tensor[]): Binary {
  const op = tf.customGrad((...args: Array<tf.Tensor | tf.GradSaveFunc>) => {
    const [a, b, save] = args as [tf.Tensor, tf.Tensor, tf.GradSaveFunc];
    save([a, b]);
    return {
      value: forward(a, b),
      gradFunc: (dy: tf.Tensor | tf.Tensor[], saved: tf.Tensor[]) => grad(dy as tf.Tensor, saved[0] as tf.Tensor, saved[1] as tf.Tensor),
    };
  });
  return (a, b) => op(a, b);
}

/** Plain 2-D a·b whose gradient is made of plain 2-D products too. */
const plainMm = binaryWithGrad(
  (a, b) => tf.matMul(a, b),
  (g, a, b) => tf.tidy(() => [tf.matMul(g, t2(b)), tf.matMul(t2(a), g)]),
);

/** Plain a·b for data a: the gradient skips ∂a (zeros), which TF.js's MatMul would compute. */
const plainMmData = binaryWithGrad(
  (a, b) => tf.matMul(a, b),
  (g, a) => tf.tidy(() => [tf.zerosLike(a), tf.matMul(t2(a), g)]),
);

/** a [N, m, k] · b [N, k, n] as N plain products on matrices uploaded one by one. */
function splitBmm(a: tf.Tensor, b: tf.Tensor): tf.Tensor3D {
  const [n, m, k] = a.shape as [number, number, number];
  const p = b.shape[2] ?? 0;
  if (n === 1) return tf.tidy(() => tf.matMul(a.reshape([m, k]), b.reshape([k, p])).reshape([1, m, p]));
  const av = a.dataSync() as Float32Array;
  const bv = b.dataSync() as Float32Array;
  const outs: tf.Tensor[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const ai = tf.tensor2d(av.subarray(i * m * k, (i + 1) * m * k), [m, k]);
      const bi = tf.tensor2d(bv.subarray(i * k * p, (i + 1) * k * p), [k, p]);
      outs.push(tf.matMul(ai, bi));
      ai.dispose();
      bi.dispose();
    }
    return tf.tidy(() => tf.concat(outs, 0).reshape([n, m, p]));
  } finally {
    for (const o of outs) o.dispose();
  }
}

const plainBmm = binaryWithGrad(splitBmm, (g, a, b) => tf.tidy(() => [splitBmm(g, t3(b)), splitBmm(t3(a), g)]));

const PLAIN: Products = {
  kernels: 'plain',
  mm: (a, b) => plainMm(a, b) as tf.Tensor2D,
  mmData: (a, b) => plainMmData(a, b) as tf.Tensor2D,
  mmT: (a, b) => plainMm(a, t2(b)) as tf.Tensor2D,
  bmm: (a, b, transposeB = false) => plainBmm(a, transposeB ? t3(b) : b) as tf.Tensor3D,
};

const NATIVE: Products = {
  kernels: 'native',
  mm: (a, b) => tf.matMul(a, b) as tf.Tensor2D,
  mmData: (a, b) => tf.matMul(a, b) as tf.Tensor2D,
  mmT: (a, b) => tf.matMul(a, b, false, true) as tf.Tensor2D,
  bmm: (a, b, transposeB = false) => tf.matMul(a, b, false, transposeB) as tf.Tensor3D,
};

export function createProducts(kernels: ProductKernels): Products {
  return kernels === 'plain' ? PLAIN : NATIVE;
}
