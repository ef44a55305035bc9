/**
 * Documents + known names → a draft claim file (YAML text) that `audit validate --sources` accepts:
 * the draft is parsed and transcription-checked here; a row that cannot be located in its document
 * is left out and counted. Pure: the caller reads the files.
 */
import { printedTableNumber } from './caption-number.js';
import { splitSideBySide } from './side-by-side-grid.js';
import { InputError } from '../core/errors.js';
import { parseClaimText } from '../claims/parse.js';
import { checkTranscription } from '../claims/transcription.js';
import { hardwareFromAttributes } from './attr-hardware.js';
import { findTables } from './grid.js';
import type { NameSources } from './names.js';
import { abbreviationPairs, methodIndex, nameKey, slug } from './names.js';
import { sentencesOf } from './sentences.js';
import { statementsOf } from './statements.js';
import { settleDraft } from './draft-settle.js';
import type { TableContext } from './tables.js';
import { draftTable } from './tables.js';
import { methodKey } from './pivot-method-heads.js';
import { rowLabelsOf } from './transpose.js';
import type { DraftItem, DraftMethod, DraftReproduction, DraftTable, InputDoc } from './types.js';
import type { DraftFile } from './yaml.js';
import { draftYaml } from './yaml.js';
import { cellFormatOf } from './packed-cells.js';
import { packedDefinitions } from './packed-definitions.js';
import { abbreviationDefinitions } from './abbreviation-definitions.js';
import { ungraftedGrid } from './ungrafted-grid.js';

export interface ExtractSummary {
  readonly docs: number;
  readonly tables: number;
  readonly rows: number;
  readonly values: number;
  readonly statements: number;
  readonly hardware: number;
  readonly needReview: number;
  readonly rowsLeftOut: number;
  /** `# review:` lines in the draft: every guess and everything seen but not placed. */
  readonly reviewLines: number;
  /** True when no document held a table it could read: every number of the draft is from the text. */
  readonly noTable: boolean;
}

export interface Extracted {
  readonly yaml: string;
  readonly summary: ExtractSummary;
  readonly draft: DraftFile;
}

/** A short Title Case line with no sentence punctuation: a title's second line ("Change Captioning"), not authors or "Abstract". */
const titleContinues = (l: string): boolean =>
  l.length > 0 && l.length <= 60 && !/[.,;@\d]/.test(l) && !/^(abstract|introduction|contents)$/i.test(l) && l.split(/\s+/).every((w) => w.length < 4 || /^[A-Z(]/.test(w));

/** A line with two cell separators: a pipe table's row, not a title. */
const TABLE_LINE = /\|[^|]*\|/;

/** The first line of the document, with the line a PDF title wrapped onto ("… for / Change Captioning"). */
export function titleOf(doc: Pick<InputDoc, 'text' | 'file'> & { meta?: InputDoc['meta'] }): string {
  if (doc.meta?.title?.trim()) return doc.meta.title.trim().slice(0, 200);
  const raw = doc.text.split(/\r?\n/);
  const lines = raw.map((l) => l.replace(/<[^>]+>|^#+\s*|[*_`]/g, '').trim());
  // (a row of a pipe table, a navigation bar of links "[ABSTRACT](…) | [OVERVIEW](…)", or a rule is no title)
  const i = lines.findIndex((l, k) => l.length > 3 && !TABLE_LINE.test(raw[k] ?? '') && !/^[-=:|\s]+$/.test(l));
  if (i < 0) return doc.file;
  const next = lines[i + 1] ?? '';
  const first = lines[i] as string;
  return (!/[.:;!?]$/.test(first) && titleContinues(next) ? `${first} ${next}` : first).slice(0, 200);
}

function uniqueIds(items: DraftItem[]): void {
  const seen = new Map<string, number>();
  for (const i of items) {
    const f = i.fields as Record<string, unknown>;
    const base = slug(`${String(f.kind)}-${String(f.what ?? f.method ?? f.gpu ?? f.part ?? '')}`).slice(0, 60).replace(/[-._]+$/, '');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    f.id = n === 1 ? base : `${base}-${n}`;
  }
}

/** The header's review line of a draft whose documents hold no table it could read. */
export const NO_TABLE_REVIEW = 'no results table was found: every number in this draft is from the text (statements and hardware claims); check each against its quote';

export function extractDraft(docs: readonly InputDoc[], paperId: string, names: NameSources): Extracted {
  const methods = new Map<string, DraftMethod>();
  const reproductions = new Map<string, DraftReproduction>();
  const datasets = new Set<string>();
  const tables: DraftTable[] = [];
  const dropped: string[] = [];
  const taken = new Set<string>();
  const index = methodIndex(names);
  for (const doc of docs) {
    const words = [...new Set([...doc.text.matchAll(/[“"‘']([A-Z][a-z]+)[”"’']/g)].map((m) => m[1] as string))];
    // (two tables printed side by side in one grid are read as two: side-by-side-grid.ts)
    const raws = (doc.tables ?? findTables(doc.id, doc.text)).flatMap(splitSideBySide);
    const rowLabels = new Set(raws.flatMap((t) => rowLabelsOf(t).map(nameKey)).filter(Boolean));
    const printedNames = new Set([...rowLabels, ...raws.flatMap((t) => t.header.flat().map(methodKey))].filter(Boolean));
    const ctx: TableContext = { paperId, names, index, words, text: doc.text, title: titleOf(doc), abbreviations: abbreviationPairs(doc.text), definitions: abbreviationDefinitions(doc.text), methods, reproductions, datasets, rowLabels, printedNames, captions: raws.map((t) => t.caption ?? '').filter(Boolean), ...cellFormatOf(doc.text), packedDefinitions: packedDefinitions(doc.text), pdf: doc.pdf };
    for (const raw of raws) {
      let id = `${docs.length > 1 ? `${doc.id}-` : ''}table-${String(printedTableNumber(raw.number)).toLowerCase().replace('.', '-')}`;
      while (taken.has(id)) id = `${id}b`;
      const t = draftTable(raw, id, ctx);
      if (!t) {
        // a grid the reader found but no table could be drafted from (no row labelled in its first column): said, never dropped silently
        const left = ungraftedGrid(raw);
        if (left) dropped.push(`${doc.id}: ${left}`);
        continue;
      }
      taken.add(id);
      tables.push(t);
    }
  }
  const items: DraftItem[] = [];
  for (const doc of docs) items.push(...statementsOf(sentencesOf(doc.prose), { doc: doc.id, tables, methods }));
  // a document with no table but with checkable numbers in its text (a README stating its results) is drafted
  // from those; only a document with neither is refused
  if (!tables.length && !items.length) throw new InputError(`${docs.map((d) => d.file).join(', ')}: no table and no number-bearing claim found${dropped.length ? ` (${dropped.join('; ')})` : ''}; audit extract drafts a claim file from a paper's result tables (pipe, tab- or space-aligned) or the numbers its text states (results, changes, best, hardware, training settings)`, 'no-tables');
  const datasetIds = names.datasets.map((d) => d.id);
  for (const t of tables) if (t.kind === 'attributes') items.push(...hardwareFromAttributes(t, datasetIds));
  for (const i of items) if (typeof i.fields.dataset === 'string') datasets.add(i.fields.dataset);
  uniqueIds(items);
  if (!methods.size) methods.set(paperId, { id: paperId, name: paperId, aliases: [], own: true, known: false });
  const known = new Map([...names.datasets].reverse().map((d) => [d.id, d.name]));
  const usedDatasets = [...datasets].map((id) => ({ id, name: known.get(id) ?? id }));
  if (tables.some((t) => t.kind === 'results' && t.dataset === 'unknown')) usedDatasets.push({ id: 'unknown', name: 'not named near the table (set it)' });
  // tables a reader saw (a "Table N" caption by a grid of numbers) but could not read: never dropped silently
  const leftOut: string[] = [...(tables.length ? [] : [NO_TABLE_REVIEW]), ...docs.flatMap((d) => (d.unread ?? []).map((u) => `${d.id}: ${u}`)), ...dropped];
  const draft = (): DraftFile => ({ id: paperId, title: titleOf(docs[0] as InputDoc), docs, methods: [...methods.values()], datasets: usedDatasets, tables: tables.filter(drafted), items, reproductions: [...reproductions.values()], leftOut: [...leftOut, ...emptiedTables(tables)] });
  // a statement or hardware claim the schema refuses (a value of 0 where it must be positive, a row
  // the transcription check left out) is kept as a review line saying what it was, never an invalid draft
  const settle = (): string => settleDraft(() => draftYaml(draft()), items, leftOut);
  let yaml = settle();
  const left = leaveOutUnfound(yaml, tables, docs);
  if (left) {
    yaml = settle();
    assertValid(yaml, paperId);
  }
  const d = draft();
  const rows = d.tables.reduce((a, t) => a + t.rows.length, 0);
  const values = d.tables.reduce((a, t) => a + t.rows.reduce((b, r) => b + r.values.filter((v) => v && 'n' in v).length, 0), 0);
  const needReview = d.tables.reduce((a, t) => a + (t.review.length ? 1 : 0) + (t.kind === 'results' ? t.rows.filter((r) => r.review.length).length : 0), 0) + items.filter((i) => i.review.length).length + d.methods.filter((m) => !m.known).length;
  return {
    yaml,
    draft: d,
    summary: { docs: docs.length, tables: d.tables.length, rows, values, statements: items.filter((i) => i.section === 'statements').length, hardware: items.filter((i) => i.section === 'hardware').length, needReview, rowsLeftOut: left, reviewLines: yaml.split('\n').filter((l) => l.includes('# review:')).length, noTable: !tables.length },
  };
}

/** A table is written when it keeps a row and a column of values: a one-column grid (a figure and its caption
 * printed as a pipe table) has labels only, and the claim format has no table without columns. */
const drafted = (t: DraftTable): boolean => t.rows.length > 0 && t.columns.length > 0;

/**
 * A table all of whose rows were left out is not written, so its review lines (why each row went) would go
 * with it: they are kept at the top of the draft, under a line naming the table.
 */
export function emptiedTables(tables: readonly DraftTable[]): string[] {
  return tables.filter((t) => !drafted(t)).flatMap((t) => [
    `table '${t.id}' (${t.kind}, table ${t.source.table}${t.source.section ? `, section "${t.source.section}"` : ''}) left out: ${t.rows.length ? 'no column of it holds a value (a figure or a layout grid printed as a table)' : 'none of its rows is in the draft'}`,
    ...t.review.map((r) => `  ${t.id}: ${r}`),
  ]);
}

function assertValid(yaml: string, paperId: string): ReturnType<typeof parseClaimText> & { ok: true } {
  const parsed = parseClaimText(yaml, `${paperId}.yaml`);
  if (!parsed.ok) throw new Error(`audit extract wrote an invalid draft (a bug):\n${parsed.issues.map((i) => `${i.pos.line}: ${i.problem}`).join('\n')}`);
  return parsed;
}

/**
 * Leaves out the rows whose cells are not on one line of their document, each with a review line on
 * its table (a table left with no row keeps its review lines at the top of the draft: emptiedTables).
 */
function leaveOutUnfound(yaml: string, tables: DraftTable[], docs: readonly InputDoc[]): number {
  const parsed = assertValid(yaml, 'draft');
  const report = checkTranscription(parsed.file, new Map(docs.map((d) => [d.id, d.text])));
  for (const u of report.unfound) {
    const t = tables.find((x) => x.id === u.table);
    if (!t) continue;
    const why = `row '${u.row}' left out: its cells (${u.expected.join(' ')}) are not on one line of ${u.doc}${u.closest ? ` (closest, line ${u.closest.line}: "${u.closest.text.slice(0, 80)}")` : ''}`;
    if (t.kind === 'results') {
      const i = t.rows.findIndex((r) => r.method === u.row);
      if (i >= 0) t.rows.splice(i, 1);
    } else {
      const i = t.rows.findIndex((r) => r.key === u.row);
      if (i >= 0) t.rows.splice(i, 1);
    }
    t.review.push(why);
  }
  return report.unfound.length;
}
