/** Open-addressing hash map from a pair of non-negative int32 to an int32 (n-gram interning). */
export class IntPairMap {
  private keys: Int32Array;
  private vals: Int32Array;
  private size = 0;

  constructor(capacity: number) {
    this.keys = new Int32Array(capacity * 2).fill(-1);
    this.vals = new Int32Array(capacity);
  }

  private static hash(a: number, b: number): number {
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b)) >>> 0;
  }

  /** The value stored for (a, b); stores and returns `fresh` when absent. */
  getOrAdd(a: number, b: number, fresh: number): number {
    if ((this.size + 1) * 2 > this.vals.length) this.grow();
    const mask = this.vals.length - 1;
    let i = IntPairMap.hash(a, b) & mask;
    for (;;) {
      const ka = this.keys[2 * i]!;
      if (ka === -1) {
        this.keys[2 * i] = a;
        this.keys[2 * i + 1] = b;
        this.vals[i] = fresh;
        this.size++;
        return fresh;
      }
      if (ka === a && this.keys[2 * i + 1] === b) return this.vals[i]!;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    this.keys = new Int32Array(oldKeys.length * 2).fill(-1);
    this.vals = new Int32Array(oldVals.length * 2);
    this.size = 0;
    for (let i = 0; i < oldVals.length; i++) {
      const a = oldKeys[2 * i]!;
      if (a !== -1) this.getOrAdd(a, oldKeys[2 * i + 1]!, oldVals[i]!);
    }
  }
}
