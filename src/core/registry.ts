/** A small typed registry: a missing key is a clear error, never `undefined`. */
export function lookup<K extends string, V>(table: Record<K, V>, key: K, what: string): V {
  const v = table[key];
  if (v === undefined) throw new Error(`internal: no ${what} registered for '${key}'`);
  return v;
}
