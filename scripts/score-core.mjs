// Compiles `audit score`'s numeric core (assembly/score-core.ts, AssemblyScript) to
// dist/score-core.wasm: optimised (-O3), no runtime checks beyond WebAssembly's own memory bounds,
// the `stub` runtime (a bump allocator: one instance scores one set and is then dropped).
import { join } from 'node:path';

export async function buildScoreCore({ root, dist }) {
  const asc = (await import('assemblyscript/asc')).default;
  const out = join(dist, 'score-core.wasm');
  const { error, stderr } = await asc.main(
    [join(root, 'assembly', 'score-core.ts'), '--outFile', out, '--runtime', 'stub', '-O3', '--noAssert', '--use', 'abort=', '--noColors'],
    {},
  );
  if (error) throw new Error(`assembly/score-core.ts did not compile:\n${stderr.toString()}`);
  return out;
}
