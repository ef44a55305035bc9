/**
 * Where a drafted column's metric was read (pure data). interpretColumns (table-columns.ts) records one per
 * column it drafts; `npm run bench:extract -- --metric-sources` counts, per source, the drafted cells and how
 * many of them the corpus keys confirm (docs/extract.md, "Where a column's metric comes from").
 */
export const METRIC_SOURCES = [
  'header', // the column's own header cell names a registry metric ("Top-1 Acc")
  'header-group', // a header cell above it does ("Accuracy" over "ImageNet | CIFAR")
  'corner', // the label column's header or the unit note under the table
  'ambiguous-alias', // an alias two fields print ("CD", "R-1"), resolved by its neighbours or the text
  'text-for-column', // the text names the metric for this header ("BLEU for En-De")
  'text-hint', // the text says what the header is (a setting, a loss), or a time column
  'local-definition', // a metric the registry lacks, declared for the document
  'benchmark-convention', // what the benchmark named in the header or next to the table reports by convention
  'dataset-elsewhere', // the metric other tables of the document report on this dataset
  'part-of-mean', // the metric of the mean column it is a part of
  'breakdown', // a group column after an overall one
  'aggregate', // an average after columns that all report one metric
  'caption-scope', // the caption or lead-in's metric, for the headers that name it
  'caption', // a metric the caption names, for every column without its own
  'lead-in', // a metric the line(s) before the table name, in a reporting construction
  'section-heading', // a metric the section heading names
  'note', // a metric the note under the table names
  'paragraph-prose', // a metric named anywhere in the paragraphs around the table
  'document-metric', // the one metric the document declares as its evaluation metric (declared-metric.ts)
  'unknown', // none: drafted under the declared unknown metric
] as const;

export type MetricSource = (typeof METRIC_SOURCES)[number];
