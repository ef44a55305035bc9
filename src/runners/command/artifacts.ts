/** Files as artifacts: sha256 and size. */
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import type { Artifact } from '../../core/runner.js';

export async function artifactOf(kind: string, path: string): Promise<Artifact> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return { kind, path, sha256: hash.digest('hex'), bytes: statSync(path).size };
}
