/** An evaluation protocol the caption or section heading names for a whole table, as each column's condition (pure). */
import { slug } from './names.js';
import type { DraftColumn, RawTable } from './types.js';

/** Evaluation protocols a caption or heading names for a whole table. */
const PROTOCOL = /\b(?:zero|few|one|\d+)[- ]shot\b|\blinear[- ]prob(?:e|ing)\b/i;

/** Another setting the same text names beside the protocol: "in zero-shot and fine-tuned settings" is no one protocol of the whole table. */
const OTHER_SETTING = /\bfine[- ]?tun(?:ed|ing)\b|\bfull[- ]shot\b|\bfully[- ]supervised\b/i;

/** The one protocol `text` names, undefined when it names none, or two ("zero-shot and 5-shot", "zero-shot and fine-tuned"). */
function wholeTableProtocol(text: string): string | undefined {
  const named = [...new Set([...text.matchAll(new RegExp(PROTOCOL.source, 'gi'))].map((m) => m[0].toLowerCase().replace(/\s+/g, '-')))];
  if (named.length !== 1 || OTHER_SETTING.test(text)) return undefined;
  return PROTOCOL.exec(text)?.[0];
}

/** The columns with the protocol the caption or section names ("Zero-shot Image Classification") as their condition, and the review line; undefined when neither names one. */
export function protocolCondition(t: Pick<RawTable, 'caption' | 'section'>, columns: readonly (DraftColumn | undefined)[]): { columns: (DraftColumn | undefined)[]; review: string } | undefined {
  const protocol = [t.caption ?? '', t.section ?? ''].map(wholeTableProtocol).find(Boolean);
  if (!protocol) return undefined;
  const condition = slug(protocol.replace(/\s+/g, '-'));
  return {
    columns: columns.map((c) => (c ? { ...c, condition } : c)),
    review: `condition '${condition}' of every column read from "${protocol}" in the ${wholeTableProtocol(t.caption ?? '') ? 'caption' : 'section heading'}`,
  };
}
