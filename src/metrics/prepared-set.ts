/** A set made ready for scoring (prepared.ts makes it, with either engine; bootstrap.ts resamples it). */
import type { BleuStats } from './bleu.js';
import type { RefUnions } from './cider.js';
import type { EncodedSet } from './encode.js';
import type { MeteorStats } from './meteor.js';

export interface Prepared {
  readonly ids: readonly string[];
  readonly enc: EncodedSet;
  readonly unions: RefUnions;
  readonly bleu: readonly BleuStats[];
  readonly rouge: Float64Array;
  /** Absent when METEOR~ is not wanted. */
  readonly meteor: readonly MeteorStats[] | undefined;
  /** Every image's CIDEr over the whole set, when the engine computed it with the rest (the WebAssembly core). */
  readonly cider?: Float64Array;
  /** The statistics summed over the whole set, when the engine computed them with the rest (the WebAssembly core). */
  readonly sums?: { readonly bleu: BleuStats; readonly meteor: MeteorStats | undefined };
}
