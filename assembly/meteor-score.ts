/**
 * METEOR's score of one matching record in the WebAssembly core (assembly/score-core.ts): the record's
 * layout, meteor.ts's meteorScore and tieOrder.
 */
import { hostPow } from './host';
import { ld } from './memory';

export const ALPHA: f64 = 0.85;
export const BETA: f64 = 0.2;
export const GAMMA: f64 = 0.6;
export const DELTA: f64 = 0.75;
export const W0: f64 = 1.0;
export const W1: f64 = 0.6;
export const W2: f64 = 0.8;
/** Words of one statistics record (meteor.ts's MeteorStats, flattened). */
export const MS = 18;
export const M_TESTLEN = 0;
export const M_REFLEN = 1;
export const M_TESTFUNC = 2;
export const M_REFFUNC = 3;
export const M_TC = 4;
export const M_TF = 7;
export const M_RC = 10;
export const M_RF = 13;
export const M_CHUNKS = 16;
export const M_MATCHES = 17;

export function weighted(s: usize, content: i32, fn: i32): f64 {
  let w: f64 = 0;
  w += W0 * (DELTA * <f64>ld(s, content) + (1 - DELTA) * <f64>ld(s, fn));
  w += W1 * (DELTA * <f64>ld(s, content + 1) + (1 - DELTA) * <f64>ld(s, fn + 1));
  w += W2 * (DELTA * <f64>ld(s, content + 2) + (1 - DELTA) * <f64>ld(s, fn + 2));
  return w;
}

/** meteor.ts's meteorScore of one record. */
export function meteorScoreAt(s: usize): f64 {
  const testLen = ld(s, M_TESTLEN);
  const refLen = ld(s, M_REFLEN);
  const testFunc = ld(s, M_TESTFUNC);
  const refFunc = ld(s, M_REFFUNC);
  const matches = ld(s, M_MATCHES);
  const chunks = ld(s, M_CHUNKS);
  const pDen = DELTA * <f64>(testLen - testFunc) + (1 - DELTA) * <f64>testFunc;
  const rDen = DELTA * <f64>(refLen - refFunc) + (1 - DELTA) * <f64>refFunc;
  if (pDen == 0 || rDen == 0 || matches == 0) return 0;
  const p = weighted(s, M_TC, M_TF) / pDen;
  const r = weighted(s, M_RC, M_RF) / rDen;
  if (p == 0 || r == 0) return 0;
  const fmean = (p * r) / (ALPHA * p + (1 - ALPHA) * r);
  const exact = matches == testLen && matches == refLen && chunks == 1;
  const frag: f64 = exact ? 0 : <f64>chunks / <f64>matches;
  return fmean * (1 - GAMMA * hostPow(frag, BETA));
}

/** meteor.ts's tieOrder (negative: a is kept). */
export function tieOrder(a: usize, b: usize): i32 {
  let d = ld(b, M_MATCHES) - ld(a, M_MATCHES);
  if (d != 0) return d;
  d = ld(a, M_REFLEN) - ld(b, M_REFLEN);
  if (d != 0) return d;
  d = ld(a, M_REFFUNC) - ld(b, M_REFFUNC);
  if (d != 0) return d;
  d = ld(a, M_CHUNKS) - ld(b, M_CHUNKS);
  if (d != 0) return d;
  d = ld(b, M_RC) - ld(a, M_RC);
  if (d != 0) return d;
  d = ld(b, M_RC + 1) - ld(a, M_RC + 1);
  if (d != 0) return d;
  return ld(b, M_RC + 2) - ld(a, M_RC + 2);
}
