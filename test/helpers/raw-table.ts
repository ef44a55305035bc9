/**
 * A table as a structure reader hands it over (RawTable), for the extract tests that call a table function
 * directly: the header rows and body rows given, the rest defaulted (doc `paper`, table 1 numbered by its
 * caption, first on line 0, no context) unless `more` says otherwise.
 */
import type { RawTable } from '../../src/extract/types.js';

export const rawTable = (header: readonly (readonly string[])[], body: readonly (readonly string[])[], more: Partial<RawTable> = {}): RawTable => ({
  doc: 'paper',
  index: 1,
  line: 0,
  number: 1,
  numberFrom: 'caption',
  context: '',
  header,
  body,
  ...more,
});
