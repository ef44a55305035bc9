/** Files a run reads or leaves behind, as artifacts for the store: sha256 (streamed) and size. */
import { createHash } from 'node:crypto';
import { createReadStream, statSync, writeFileSync } from 'node:fs';
import type { Artifact } from '../core/runner.js';

export async function artifactOf(kind: string, path: string): Promise<Artifact> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return { kind, path, sha256: hash.digest('hex'), bytes: statSync(path).size };
}

/** Writes `value` as JSON to `path` and returns it as an artifact. */
export async function writeJsonArtifact(kind: string, path: string, value: unknown): Promise<Artifact> {
  writeFileSync(path, JSON.stringify(value, null, 1));
  return artifactOf(kind, path);
}
