/**
 * Compares two folders written by bench/extract-drafts.ts (pure but for reading them): which documents' drafts and
 * check reports differ, and by how many lines, so a merge or a refactor shows which documents it moved.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const KINDS = [
  { suffix: '.validate.json', kind: 'report' },
  { suffix: '.yaml', kind: 'draft' },
] as const;

/** A file's document and kind: `x.yaml` → (x, draft), `x.validate.json` → (x, report). */
function docOf(file: string): { doc: string; kind: string } | undefined {
  const k = KINDS.find((c) => file.endsWith(c.suffix));
  return k && { doc: file.slice(0, -k.suffix.length), kind: k.kind };
}

/** Lines of `a` not in `b` and of `b` not in `a`, counted as multisets (the size of a change, not its place). */
export function lineChange(a: string, b: string): { removed: number; added: number } {
  const count = new Map<string, number>();
  for (const l of a.split('\n')) count.set(l, (count.get(l) ?? 0) + 1);
  let added = 0;
  for (const l of b.split('\n')) {
    const n = count.get(l) ?? 0;
    if (n > 0) count.set(l, n - 1);
    else added++;
  }
  return { removed: [...count.values()].reduce((s, n) => s + n, 0), added };
}

/** One line per document whose files differ between the folders (or stand in one only); [] when all are identical. */
export function compareDraftFolders(before: string, after: string): string[] {
  const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => docOf(f)) : []);
  const all = [...new Set([...files(before), ...files(after)])].sort();
  const byDoc = new Map<string, string[]>();
  for (const f of all) {
    const { doc, kind } = docOf(f) as { doc: string; kind: string };
    const a = join(before, f);
    const b = join(after, f);
    let what: string | undefined;
    if (!existsSync(a)) what = `${kind} only in ${after}`;
    else if (!existsSync(b)) what = `${kind} only in ${before}`;
    else {
      const [ta, tb] = [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')];
      if (ta !== tb) {
        const c = lineChange(ta, tb);
        what = `${kind} −${c.removed} +${c.added} lines`;
      }
    }
    if (what) byDoc.set(doc, [...(byDoc.get(doc) ?? []), what]);
  }
  return [...byDoc.entries()].map(([doc, whats]) => `${doc}: ${whats.join(', ')}`);
}
