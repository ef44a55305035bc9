/**
 * An (int, int) → int hash map with open addressing, for the WebAssembly core (assembly/score-
 * core.ts): interned k-grams, memoised pairs of forms.
 */
import { i32s, ld, minusOnes, st } from './memory';

@inline export function pairHash(a: i32, b: i32): i32 {
  return <i32>((<u32>a * 0x9e3779b1) ^ (<u32>(b + 0x7f4a7c15) * 0x85ebca6b));
}

/** Open addressing, as src/metrics/intpairmap.ts (ids are handed out by the caller: first come). */
export class PairMap {
  keys: usize;
  vals: usize;
  cap: i32;
  size: i32 = 0;

  constructor(capacity: i32) {
    this.cap = capacity;
    this.keys = minusOnes(capacity * 2);
    this.vals = i32s(capacity);
  }

  getOrAdd(a: i32, b: i32, fresh: i32): i32 {
    if ((this.size + 1) * 2 > this.cap) this.grow();
    const mask = this.cap - 1;
    let i = pairHash(a, b) & mask;
    while (true) {
      const ka = ld(this.keys, 2 * i);
      if (ka == -1) {
        st(this.keys, 2 * i, a);
        st(this.keys, 2 * i + 1, b);
        st(this.vals, i, fresh);
        this.size++;
        return fresh;
      }
      if (ka == a && ld(this.keys, 2 * i + 1) == b) return ld(this.vals, i);
      i = (i + 1) & mask;
    }
    return -1; // unreachable: the table always has a free slot
  }

  /** Replaces the value of an existing key (a, b). */
  set(a: i32, b: i32, v: i32): void {
    const mask = this.cap - 1;
    let i = pairHash(a, b) & mask;
    while (ld(this.keys, 2 * i) != a || ld(this.keys, 2 * i + 1) != b) i = (i + 1) & mask;
    st(this.vals, i, v);
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const oldCap = this.cap;
    this.cap = oldCap * 2;
    this.keys = minusOnes(this.cap * 2);
    this.vals = i32s(this.cap);
    this.size = 0;
    for (let i = 0; i < oldCap; i++) {
      const a = ld(oldKeys, 2 * i);
      if (a != -1) this.getOrAdd(a, ld(oldKeys, 2 * i + 1), ld(oldVals, i));
    }
  }
}
