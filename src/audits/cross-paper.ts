/**
 * cross-paper: a number one paper quotes from another (the same method id, dataset, split — or a
 * split not stated on either side —, subset
 * and metric) must agree with what the other paper prints — its own result, or its own quote of a
 * third paper. Methods are matched by their canonical id (aliases are only printed names). When two
 * printings disagree, the finding says which side other evidence supports, if any: further
 * printings of the same number, or a row that duplicates another method's row in its table.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import type { FactFinding } from './facts.js';
import type { Cell, TableRef } from './cells.js';
import { allCells, cellKey, numberKey, samePrinted, cellLocation, isOwnRow, paperId, rowName, slug, splitsMatch, tableTitle } from './cells.js';
import { roundInterval } from './interval.js';
import type { AuditContext, Check } from './types.js';
import type { CoverageMark } from './coverage.js';

interface Printing {
  readonly file: LoadedClaimFile;
  readonly ref: TableRef;
  readonly rowIndex: number;
  readonly own: boolean;
  readonly cells: Map<string, Cell>;
}

/** Proposed by this paper (its own method), as opposed to another paper's method it re-ran. */
function proposedHere(file: LoadedClaimFile, method: string): boolean {
  const m = file.data.methods.find((x) => x.id === method);
  return m !== undefined && (m.own || m.paper === paperId(file));
}

/**
 * Rows that print a published number: the paper's own results for its own methods, and quotes.
 * Reproductions and own re-runs of other papers' methods are new experiments, not quotes.
 */
function printings(file: LoadedClaimFile): Printing[] {
  const rows = new Map<string, Printing>();
  for (const c of allCells(file)) {
    if (c.row.reproduction !== undefined) continue;
    if (isOwnRow(file, c.row) && !proposedHere(file, c.row.method)) continue;
    const id = `${c.ref.index}:${c.rowIndex}`;
    const p = rows.get(id) ?? { file, ref: c.ref, rowIndex: c.rowIndex, own: isOwnRow(file, c.row), cells: new Map() };
    // Keyed without the split: a table whose split is not stated is compared with any split (see splitsMatch).
    p.cells.set(numberKey(c), c);
    rows.set(id, p);
  }
  return [...rows.values()];
}

const title = (p: Printing): string => tableTitle(p.file, p.ref.table.source);

/** Another method whose row in the same table prints exactly the same values. */
function duplicateOf(p: Printing): string | undefined {
  const row = p.ref.table.rows[p.rowIndex];
  if (!row) return undefined;
  const twin = p.ref.table.rows.find((r, i) => i !== p.rowIndex && r.method !== row.method && r.values.length === row.values.length && r.values.every((v, j) => v === row.values[j]));
  return twin ? rowName(p.file, twin) : undefined;
}

interface Verdict {
  readonly blamed: Printing;
  readonly evidence?: string;
}

function judge(quote: Printing, other: Printing, all: readonly Printing[], bad: readonly { a: Cell; b: Cell }[]): Verdict {
  const dupQuote = duplicateOf(quote);
  const dupOther = duplicateOf(other);
  if (dupQuote && !dupOther)
    return { blamed: quote, evidence: `${title(quote)} prints ${rowName(quote.file, quote.ref.table.rows[quote.rowIndex]!)} with exactly the values of ${dupQuote} (a likely copy), so ${title(other)} is the better supported` };
  if (dupOther && !dupQuote)
    return { blamed: other, evidence: `${title(other)} prints ${rowName(other.file, other.ref.table.rows[other.rowIndex]!)} with exactly the values of ${dupOther} (a likely copy), so ${title(quote)} is the better supported` };
  if (other.own) return { blamed: quote, evidence: `${title(other)} is the paper's own result` };
  const third = all.filter((p) => p !== quote && p !== other);
  const support = (side: 'a' | 'b') =>
    third.filter((p) => bad.every((d) => {
      const c = splitsMatch(p.ref.table.split, d[side].ref.table.split) ? p.cells.get(numberKey(d[side])) : undefined;
      return c !== undefined && samePrinted(c, d[side]);
    }));
  const forQuote = support('a');
  const forOther = support('b');
  if (forQuote.length && !forOther.length) return { blamed: other, evidence: `${forQuote.map(title).join(', ')} agree${forQuote.length === 1 ? 's' : ''} with ${title(quote)}` };
  if (forOther.length && !forQuote.length) return { blamed: quote, evidence: `${forOther.map(title).join(', ')} agree${forOther.length === 1 ? 's' : ''} with ${title(other)}` };
  return { blamed: quote };
}

function compare(quote: Printing, other: Printing, all: readonly Printing[]): FactFinding | undefined {
  const shared = [...quote.cells].flatMap(([k, a]) => {
    const b = other.cells.get(k);
    return b ? [{ a, b }] : [];
  });
  const bad = shared.filter(({ a, b }) => !samePrinted(a, b));
  const first = bad[0];
  if (!first) return undefined;
  const verdict = judge(quote, other, all, bad);
  const paper = paperId(verdict.blamed.file);
  const name = rowName(quote.file, first.a.row);
  const otherName = rowName(other.file, first.b.row);
  const list = bad.map((d) => `${d.a.column.label} ${d.a.text} vs ${d.b.text}`).join(', ');
  const unstated = [quote, other].filter((p) => p.ref.table.split === 'unknown').map(title);
  const splitNote = unstated.length ? ` (${unstated.join(' and ')} ${unstated.length === 1 ? 'does' : 'do'} not state the split: compared as the same split)` : '';
  return {
    id: `${paper}/cross-paper/${slug(first.a.row.method, ...[quote, other].map((p) => `${paperId(p.file)}.${p.ref.table.id}`).sort())}`,
    paper,
    check: 'cross-paper',
    severity: 'error',
    message: `${title(quote)} prints ${name} differently from ${title(other)} (${otherName}): ${list} (${bad.length} of ${shared.length} shared numbers disagree beyond rounding)${splitNote}. Check both against the original source.`,
    sources: bad.flatMap((d) => [cellLocation(d.a), cellLocation(d.b)]),
    stated: first.a.value,
    computed: first.b.value,
    interval: roundInterval(first.b.interval),
    ...(verdict.evidence ? { evidence: verdict.evidence } : {}),
    printings: [title(quote), title(other)],
    // The same two printed values of the same number: one fact, however many printings show it.
    facts: bad.map((d) => [cellKey(d.a), d.a.text, d.b.text].join('|')),
  };
}

function originLoaded(ctx: AuditContext, p: Printing): boolean {
  const method = p.ref.table.rows[p.rowIndex]?.method;
  const origin = p.file.data.methods.find((m) => m.id === method)?.paper;
  return origin !== undefined && ctx.papers.some((f) => paperId(f) === origin);
}

export const crossPaperCheck: Check = (ctx: AuditContext) => {
  const byPaper = ctx.papers.map((f) => ({ f, rows: printings(f) }));
  const everything = byPaper.flatMap((x) => x.rows);
  let run = 0;
  const findings: FactFinding[] = [];
  const marks: CoverageMark[] = [];
  for (const { f, rows } of byPaper) {
    for (const quote of rows.filter((r) => !r.own)) {
      for (const { f: g, rows: theirs } of byPaper) {
        if (g === f) continue;
        if (!ctx.focus.has(paperId(f)) && !ctx.focus.has(paperId(g))) continue;
        for (const other of theirs) {
          // Two quotes are compared once (from the paper whose id sorts first).
          if (!other.own && paperId(g) < paperId(f)) continue;
          // Quotes of a method whose proposing paper is loaded are compared with that paper only.
          if (!other.own && originLoaded(ctx, quote)) continue;
          if (!splitsMatch(quote.ref.table.split, other.ref.table.split)) continue;
          if (![...quote.cells.keys()].some((k) => other.cells.has(k))) continue;
          for (const [k, c] of quote.cells) {
            const o = other.cells.get(k);
            if (o) marks.push({ paper: paperId(f), path: c.path, checked: true }, { paper: paperId(g), path: o.path, checked: true });
          }
          run += 1;
          const finding = compare(quote, other, everything);
          if (finding && ctx.focus.has(finding.paper)) findings.push(finding);
          else if (finding) run -= 1;
        }
      }
    }
  }
  return { findings, run, marks };
};
