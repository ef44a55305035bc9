/** Tokenised caption sets for the metric engines' tests: image ids, each image's reference token lists and its prediction's tokens. */
import { tokenizeAll } from '../../src/metrics/prepared.js';

export interface TokenSet {
  ids: string[];
  refs: string[][][];
  preds: string[][];
}

/** A set as `audit score` tokenises it (references file order; a missing prediction is empty). */
export function tokenized(refs: Record<string, string[]>, preds: readonly { image_id: string; caption: string }[]): TokenSet {
  const ids = Object.keys(refs);
  const byId = new Map(preds.map((p) => [p.image_id, p.caption]));
  return { ids, ...tokenizeAll(ids.map((id) => refs[id]!), ids.map((id) => byId.get(id) ?? '')) };
}
