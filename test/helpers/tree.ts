/** A hash of every file and folder under a directory: "nothing was written" made checkable. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function treeHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const st = statSync(p);
      h.update(`${p.slice(dir.length)}\0${st.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(p)).digest('hex')}\n`);
      if (st.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return h.digest('hex');
}
