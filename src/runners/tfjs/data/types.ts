/** What the training and evaluation loops see of a change-captioning data set. */

export const CHANGE_TYPES = ['color', 'material', 'add', 'drop', 'move'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** One CLEVR-Change item: a "before" image with a semantic-change and a distractor "after". */
export interface TripleMeta {
  /** Image id shared by the triple; the change pair is scored as `id`, the distractor as `id_n`. */
  readonly id: string;
  readonly changeType: ChangeType;
  readonly changeCaptions: readonly string[];
  readonly distractorCaptions: readonly string[];
}

/** Feature maps, token-major: grid*grid rows of featDim values. */
export interface TripleFeatures {
  readonly before: Float32Array;
  readonly change: Float32Array;
  readonly distractor: Float32Array;
}

export interface Split {
  readonly size: number;
  meta(i: number): TripleMeta;
  features(i: number): TripleFeatures;
}

export interface CaptionDataset {
  readonly name: string;
  readonly featDim: number;
  readonly grid: number;
  readonly train: Split;
  readonly test: Split;
}

/** The id under which a distractor pair is scored. */
export function distractorId(id: string): string {
  return `${id}_n`;
}
