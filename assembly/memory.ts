/**
 * Memory of `audit score`'s WebAssembly core (assembly/score-core.ts): raw i32/f64 blocks from the
 * stub runtime's bump allocator, their loads and stores, and mark/release to reuse written memory.
 */
@inline export function ld(p: usize, i: i32): i32 {
  return load<i32>(p + (<usize>i << 2));
}
@inline export function st(p: usize, i: i32, v: i32): void {
  store<i32>(p + (<usize>i << 2), v);
}
@inline export function ldf(p: usize, i: i32): f64 {
  return load<f64>(p + (<usize>i << 3));
}
@inline export function stf(p: usize, i: i32, v: f64): void {
  store<f64>(p + (<usize>i << 3), v);
}

/**
 * A zeroed block of `bytes` bytes, 8-aligned. The stub runtime only ever bumps its offset (nothing
 * here frees), so every block is memory never written before: zero, as WebAssembly gives fresh
 * pages. Not writing it also leaves the pages of a generous upper bound untouched (unmapped by the
 * system until used): the pair tables below are sized for the worst case that way.
 */
export function alloc(bytes: i32): usize {
  const p = heap.alloc(bytes > 0 ? <usize>bytes : 8);
  // memory used before a release is zeroed here, so that every block reads as fresh memory does
  if (p < highWater && bytes > 0) memory.fill(p, 0, min(<usize>bytes, highWater - p));
  return p;
}

/**
 * Releasing blocks: memory the process has written is cheaper to use again than fresh pages,
 * which the system maps on first touch (34 MB of them cost about 24 ms of CPU on the development
 * machine). mark() returns a mark; release(mark) frees every block allocated after it, so that
 * the next blocks reuse that memory (alloc zeroes what it hands out below the high-water mark).
 * The stub runtime frees only its last block: release makes the mark's block reach the end of
 * the heap, then frees it.
 */
let highWater: usize = 0;
export function mark(): usize {
  return heap.alloc(8);
}
export function release(m: usize): void {
  const last = heap.alloc(8);
  // the stub runtime's end of the heap after a block of 8 bytes at `last`: its 4-byte header and
  // payload rounded to 16 bytes
  const end = ((last + 8 + 4 + 15) & ~15) - 4;
  if (end > highWater) highWater = end;
  store<u32>(m - 4, <u32>(end - m));
  heap.free(m);
}
export function i32s(n: i32): usize {
  return alloc(n << 2);
}
export function f64s(n: i32): usize {
  return alloc(n << 3);
}
/** n i32 words set to -1. */
export function minusOnes(n: i32): usize {
  const p = i32s(n);
  memory.fill(p, 0xff, <usize>n << 2);
  return p;
}
