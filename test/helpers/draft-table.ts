/**
 * Builders of what the statement resolvers read (the statements-* tests): the draft's known methods, the rows
 * of a results table with their values as printed ("-" prints no value), and a results table of such rows.
 */
import type { DraftColumn, DraftMethod, DraftResultsTable, DraftRow } from '../../src/extract/types.js';

/** A method the draft knows (a claim file names it). */
export const draftMethod = (id: string, name: string, own = false): DraftMethod => ({ id, name, aliases: [], own, known: true });

/** The draft's methods by id. */
export const methodsById = (methods: readonly DraftMethod[]): Map<string, DraftMethod> => new Map(methods.map((x) => [x.id, x]));

/** A row with its values as printed; "-" is a cell without a value. */
export const draftRow = (method: string, label: string, values: readonly string[], own = false): DraftRow => ({
  method,
  label,
  values: values.map((n) => (n === '-' ? null : { n })),
  review: [],
  ...(own ? { own } : {}),
});

/** Results table `n` of `section` (doc `paper`) on `dataset`: its columns and rows as [method id, label, values]. */
export const resultsTable = (n: number, section: string, dataset: string, columns: DraftColumn[], rows: readonly (readonly [string, string, readonly string[]])[]): DraftResultsTable => ({
  kind: 'results',
  id: `table-${n}`,
  source: { doc: 'paper', table: n, section },
  dataset,
  columns,
  rows: rows.map(([id, label, v]) => draftRow(id, label, v)),
  review: [],
});
