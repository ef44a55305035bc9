/**
 * The printed cells of a results table (pure): each row's non-null value with its column and the column's
 * metric id. The one walk behind the draft-vs-hand comparison (quality.ts), the corpus scoring
 * (corpus-key.ts) and the bench's table matching (bench/extract-corpus-score.ts).
 */
import type { Column, ResultsTable, Row } from '../claims/schema.js';

export interface ResultCell {
  readonly row: Row;
  readonly column: Column;
  readonly metric: string;
  readonly value: number;
}

export function resultCells(t: Pick<ResultsTable, 'rows' | 'columns'>): ResultCell[] {
  return t.rows.flatMap((row) =>
    row.values.flatMap((value, i) => {
      const column = t.columns[i];
      if (value === null || column === undefined) return [];
      return [{ row, column, metric: typeof column === 'string' ? column : column.metric, value }];
    }),
  );
}
