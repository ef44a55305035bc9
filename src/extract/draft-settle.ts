/**
 * A draft the claim schema refuses because of a statement or hardware claim (a value of 0 where it
 * must be positive, a method whose row the transcription check left out) is settled, never written
 * invalid: a refused statement stays as `qualitative` with a review line saying what could not be
 * resolved; a refused hardware claim is left out with a review line at the end. Pure.
 */
import { parseClaimText } from '../claims/parse.js';
import type { DraftItem } from './types.js';

/** Renders the draft, turns what the schema refuses into review items (changing `items` and `leftOut`), and renders it again. */
export function settleDraft(render: () => string, items: DraftItem[], leftOut: string[]): string {
  const y = render();
  const refused = refusedItems(y, items);
  if (!refused.length) return y;
  for (const r of refused) {
    const kept = unresolved(r.item, r.problem);
    items.splice(items.indexOf(r.item), 1, ...kept);
    if (!kept.length) leftOut.push(`${r.item.section === 'hardware' ? 'hardware claim' : 'statement'} left out (${r.problem}): ${JSON.stringify((r.item.fields.source as { quote?: string } | undefined)?.quote ?? r.item.fields.kind).slice(0, 160)}`);
  }
  return render();
}

/**
 * What a refused item becomes: a statement stays in the draft as `qualitative` (its quote kept, what
 * could not be resolved in its review line), so that it is counted as not checked; a hardware claim is
 * left out (a review line at the end of the draft says what it was).
 */
export function unresolved(item: DraftItem, problem: string): DraftItem[] {
  if (item.section !== 'statements' || item.fields.kind === 'qualitative') return [];
  const source = item.fields.source as Record<string, unknown> | undefined;
  return [{ section: 'statements', fields: { kind: 'qualitative', ...(source ? { source } : {}), why: `a ${String(item.fields.kind)} claim that could not be resolved against the tables (${problem})`, ...(item.fields.id ? { id: item.fields.id } : {}) }, review: [`${String(item.fields.kind)} claim not resolved (${problem}): make it a \`${String(item.fields.kind)}\` statement once its rows are in the tables`] }];
}

/** Items the claim schema refuses, with the problem it names (none when the draft parses). */
function refusedItems(yaml: string, items: readonly DraftItem[]): { item: DraftItem; problem: string }[] {
  const parsed = parseClaimText(yaml, 'draft.yaml');
  if (parsed.ok) return [];
  const bySection = { statements: items.filter((i) => i.section === 'statements'), hardware: items.filter((i) => i.section === 'hardware') };
  const out: { item: DraftItem; problem: string }[] = [];
  for (const issue of parsed.issues) {
    const m = /^(statements|hardware)\[(\d+)\]/.exec(issue.problem);
    const item = m ? bySection[m[1] as 'statements' | 'hardware'][Number(m[2])] : undefined;
    if (item && !out.some((o) => o.item === item)) out.push({ item, problem: issue.problem.replace(/^[^:]*:\s*/, '') });
  }
  return out;
}

