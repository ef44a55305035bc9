/**
 * A claim file as loaded: the validated data plus where each value stands in the YAML text.
 * `pos` and `decimals` take the path of a value in the parsed document, e.g.
 * `['tables', 0, 'rows', 3, 'values', 2]`.
 */
import type { SourcePos } from '../core/errors.js';
import type { ClaimFile } from './schema.js';

export type DocPath = readonly (string | number)[];

export interface NodeInfo {
  /** Where the value starts. */
  readonly pos: SourcePos;
  /** Where its key starts (for mapping values). */
  readonly keyPos?: SourcePos;
  /** The literal source text of a scalar. */
  readonly literal?: string;
}

/** Where each value stands, by its path (JSON of the path): plain data, so it can be cached. */
export type PositionIndex = ReadonlyMap<string, NodeInfo>;

export interface LoadedClaimFile {
  /** Path of the claim file as given (relative paths stay relative, for messages). */
  readonly path: string;
  /** sha256 of the file's bytes. */
  readonly sha256: string;
  readonly data: ClaimFile;
  /** Position of the value at `path` (falls back to the nearest ancestor that has one). */
  pos(path: DocPath): SourcePos;
  /** Printed decimals of the number at `path` as written in the YAML (`137.0` → 1, `28` → 0). */
  decimals(path: DocPath): number | undefined;
}
