/** Shapes shared by the extraction modules (pure data, no behaviour). */
import type { MetricDef } from '../core/metric-registry.js';
import type { MetricSource } from './metric-source.js';

/** One input document as text. `text` keeps the layout (tables); `prose` reads columns in order (statements). */
export interface InputDoc {
  readonly id: string;
  readonly file: string;
  /** The name of the document given, where `file` is its converted text (a PDF, an HTML page). */
  readonly given?: string;
  readonly kind: 'paper' | 'supplementary' | 'slides' | 'readme' | 'web';
  readonly text: string;
  readonly prose: string;
  readonly pdf: boolean;
  /** Read from an HTML page: `text` is its conversion, saved beside it as `file` (like a PDF's). */
  readonly html?: boolean;
  /** Tables a structure reader (Markdown, HTML) found; absent: found in `text` by its layout. */
  readonly tables?: readonly RawTable[];
  /** Front matter / `<meta>` fields: never prose, never the title line. */
  readonly meta?: Readonly<Record<string, string>>;
  /** What its reader saw but could not read (a "Table N" caption with no grid read): review lines of the draft. */
  readonly unread?: readonly string[];
}

/** A grid of cells found in a document, before any interpretation. */
export interface RawTable {
  readonly doc: string;
  /** 1-based order of appearance in its document. */
  readonly index: number;
  /** 0-based line of the first row. */
  readonly line: number;
  readonly section?: string;
  /** The headings above the table's own section heading, nearest first (a metric named only there: outer-sections.ts). */
  readonly outerSections?: readonly string[];
  readonly caption?: string;
  /** The line just before the grid (a bold "Top-1 accuracy on ImageNet"), where a reader saw one. */
  readonly leadIn?: string;
  /** Every paragraph between the table's section heading and the table, nearest first. */
  readonly leadIns?: readonly string[];
  /** The first paragraph under the table's section heading, though other tables stand between (section-opening.ts). */
  readonly sectionOpening?: string;
  /** The paragraphs printed right under the table (a note naming the metric). */
  readonly note?: string;
  /** A note under the table (or under the run of same-headed tables it starts) stating the unit of its values. */
  readonly unitNote?: string;
  /** Table number: from a caption next to the grid ("Table 3."), else by order of appearance. */
  readonly number: number;
  readonly numberFrom: 'caption' | 'order';
  /** Every body row prints its first cell as a header cell (`<th>` in HTML) and no other: the first column names the rows (row-header-column.ts). */
  readonly rowHeader?: boolean;
  /** Header rows (cells by column, "" where nothing is printed). */
  readonly header: readonly (readonly string[])[];
  readonly body: readonly (readonly string[])[];
  /** Text of the paragraphs around the grid, for resolving metrics and datasets. */
  readonly context: string;
  /**
   * The paragraphs printed after the grid, up to the next heading or table (at most four): a figure caption or a
   * remark under a table may name what its split columns report ("Figure 1: Perplexity vs model size"). Markdown and HTML only.
   */
  readonly after?: string;
  /** What a reader did to the printed grid before it was drafted (split into side-by-side blocks …): review lines of the table. */
  readonly layout?: readonly string[];
}

/** A parsed numeric cell. */
export interface Cell {
  readonly text: string;
  readonly value: number | null;
  readonly bold: boolean;
  readonly delta?: number;
}

/** A value as it will be written: a number as printed (keeps its decimals), a text, or "-". */
export type Printed = { readonly n: string } | { readonly s: string } | null;

export interface DraftSource {
  readonly doc: string;
  readonly table?: number | string;
  readonly section?: string;
  readonly quote?: string;
  readonly note?: string;
}

export interface DraftMethod {
  readonly id: string;
  readonly name: string;
  readonly aliases: string[];
  readonly cite?: string;
  readonly own: boolean;
  readonly paper?: string;
  /** Not found among existing claim files' names: a new id made from the label. */
  readonly known: boolean;
}

export interface DraftRow {
  readonly method: string;
  readonly label: string;
  readonly values: Printed[];
  readonly own?: boolean;
  readonly quoted?: string;
  readonly bold?: number[];
  readonly reproduction?: string;
  readonly deltas?: (string | null)[];
  readonly vs?: string;
  /** Absolute deltas (metric units); absent: relative (%), the claim format's default. */
  readonly deltaKind?: 'absolute';
  /** The ± printed after each value (as printed), parallel to values. */
  readonly spreads?: (string | null)[];
  /** Values of the table's setting columns, as printed. */
  readonly settings?: Record<string, string>;
  readonly note?: string;
  readonly review: string[];
}

export interface DraftColumn {
  readonly metric: string;
  readonly subset?: string;
  readonly label: string;
  /** The evaluation protocol the section or caption names for the whole table ("zero-shot"). */
  readonly condition?: string;
  /** Where the column's metric was read (metric-source.ts); internal, never printed in the draft. */
  readonly metricFrom?: MetricSource;
}

export interface DraftResultsTable {
  readonly kind: 'results';
  readonly id: string;
  readonly source: DraftSource;
  readonly caption?: string;
  readonly dataset: string;
  /** The split the caption names ("Results on X (test)", "… test split"); absent when it names none. */
  readonly split?: 'train' | 'val' | 'test';
  readonly columns: DraftColumn[];
  readonly decimals?: number;
  /** Setting columns (not metrics): ids and labels as printed. */
  readonly settings?: { id: string; label: string }[];
  /** What ± means here, from the caption ("mean ± std over 5 seeds"). */
  readonly spread?: { kind: 'std' | 'sem' | 'ci95' | 'range' | 'unknown'; n?: number };
  rows: DraftRow[];
  readonly review: string[];
  /** Metrics the registry lacks that this table's headers print: declared under the draft's `metrics:`. */
  readonly metrics?: readonly MetricDef[];
}

export interface DraftAttributesTable {
  readonly kind: 'attributes';
  readonly id: string;
  readonly source: DraftSource;
  readonly caption?: string;
  readonly columns: { id: string; label: string }[];
  rows: { key: string; label: string; values: Printed[] }[];
  readonly review: string[];
}

export type DraftTable = DraftResultsTable | DraftAttributesTable;

/** A statement or hardware claim: schema fields (numbers as printed) plus what to review. */
export interface DraftItem {
  readonly section: 'statements' | 'hardware';
  readonly fields: Record<string, unknown>;
  readonly review: string[];
}

export interface DraftReproduction {
  readonly id: string;
  readonly doc: string;
  readonly method: string;
  readonly variant: string;
}
