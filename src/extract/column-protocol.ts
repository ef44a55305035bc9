/** An evaluation protocol the caption or section heading names for a whole table, as each column's condition (pure). */
import { slug } from './names.js';
import type { DraftColumn, RawTable } from './types.js';

/** Evaluation protocols a caption or heading names for a whole table. */
const PROTOCOL = /\b(?:zero|few|one|\d+)[- ]shot\b|\blinear[- ]prob(?:e|ing)\b/i;

/** The columns with the protocol the caption or section names ("Zero-shot Image Classification") as their condition, and the review line; undefined when neither names one. */
export function protocolCondition(t: Pick<RawTable, 'caption' | 'section'>, columns: readonly (DraftColumn | undefined)[]): { columns: (DraftColumn | undefined)[]; review: string } | undefined {
  const protocol = [t.caption ?? '', t.section ?? ''].map((x) => PROTOCOL.exec(x)?.[0]).find(Boolean);
  if (!protocol) return undefined;
  const condition = slug(protocol.replace(/\s+/g, '-'));
  return {
    columns: columns.map((c) => (c ? { ...c, condition } : c)),
    review: `condition '${condition}' of every column read from "${protocol}" in the ${PROTOCOL.test(t.caption ?? '') ? 'caption' : 'section heading'}`,
  };
}
