/** Files a run leaves behind, hashed for the store. */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Artifact } from '../../core/runner.js';

export function fileArtifact(kind: string, path: string): Artifact {
  const bytes = readFileSync(path);
  return { kind, path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
}

export function writeJsonArtifact(kind: string, path: string, value: unknown): Artifact {
  writeFileSync(path, JSON.stringify(value, null, 1));
  return fileArtifact(kind, path);
}
