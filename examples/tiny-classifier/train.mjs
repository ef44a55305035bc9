#!/usr/bin/env node
/**
 * A tiny classifier for the end-to-end example of a non-captioning paper: logistic regression on a
 * seeded synthetic two-class data set (two overlapping Gaussian blobs in 8 dimensions), trained by
 * full-batch gradient descent; prints the test-split metrics as JSON fractions:
 *   {"accuracy": …, "f1": …, "precision": …, "recall": …, "n_train": …, "n_test": …}
 * Usage: node train.mjs [--seed 7] [--epochs 200] [--out metrics.json]
 * Everything is computed here from the seed: no data file, no network.
 */
import { writeFileSync } from 'node:fs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : dflt;
};
const seed = Number(arg('seed', '7'));
const epochs = Number(arg('epochs', '200'));
const out = arg('out', '');

/** mulberry32: a small seeded PRNG, so every run of the same seed gives the same data. */
function rng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(seed);
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

const DIM = 8;
const N = 2000;
const data = [];
for (let i = 0; i < N; i++) {
  const y = i % 2;
  const x = Array.from({ length: DIM }, (_, d) => gauss() * 1.5 + (y === 1 ? 0.6 : -0.6) * (d < 4 ? 1 : 0.25));
  data.push({ x, y });
}
const train = data.slice(0, 1500);
const test = data.slice(1500);

const w = new Array(DIM).fill(0);
let b = 0;
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const predict = (x) => sigmoid(x.reduce((s, v, d) => s + v * w[d], b));
for (let e = 0; e < epochs; e++) {
  const gw = new Array(DIM).fill(0);
  let gb = 0;
  for (const { x, y } of train) {
    const err = predict(x) - y;
    for (let d = 0; d < DIM; d++) gw[d] += err * x[d];
    gb += err;
  }
  for (let d = 0; d < DIM; d++) w[d] -= (0.5 * gw[d]) / train.length;
  b -= (0.5 * gb) / train.length;
}

let tp = 0, fp = 0, fn = 0, tn = 0;
for (const { x, y } of test) {
  const p = predict(x) >= 0.5 ? 1 : 0;
  if (p === 1 && y === 1) tp++;
  else if (p === 1) fp++;
  else if (y === 1) fn++;
  else tn++;
}
const precision = tp / (tp + fp);
const recall = tp / (tp + fn);
const metrics = {
  accuracy: (tp + tn) / test.length,
  f1: (2 * precision * recall) / (precision + recall),
  precision,
  recall,
  n_train: train.length,
  n_test: test.length,
};
const text = `${JSON.stringify(metrics)}\n`;
if (out) writeFileSync(out, text);
process.stdout.write(text);
