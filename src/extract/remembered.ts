/**
 * A pure function of printed text, remembered by its arguments (pure). Extraction asks the same questions of the
 * same header cells and phrases many times over (each column's metric is looked up by several passes: label
 * columns, column metrics, statements), and the answers depend only on the text and the built-in registry.
 * The cache is emptied when it reaches `limit` entries, so a long-running process (the corpus benchmark) stays bounded.
 */
export function remembered<A extends readonly (string | boolean | undefined)[], R>(fn: (...args: A) => R, limit = 50_000): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const key = args.map((a) => (a === undefined ? '\u0001' : String(a))).join('\u0000');
    if (cache.has(key)) return cache.get(key) as R;
    if (cache.size >= limit) cache.clear();
    const r = fn(...args);
    cache.set(key, r);
    return r;
  };
}
