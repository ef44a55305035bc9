/**
 * The claim-file schema: the single source of the claim types and of schema/claims.schema.json.
 *
 * A claim file transcribes every published number of one paper, each with where it was printed.
 * Numbers are written exactly as printed (`137.0`, `152.31`, `28`): the loader reads each number's
 * printed decimals from the YAML text itself, so rounding intervals need no extra annotation.
 */
import { z } from './zod.js';
import { DIRECTIONS, SCALES } from '../core/metric-registry.js';
import { predictionsConfig } from './configs/predictions.js';
import { tfjsConfig } from './configs/tfjs.js';
import { commandConfig } from './configs/command.js';
import { estimateConfig } from './configs/estimate.js';
import { protocolEvidence } from './protocol.js';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9+._-]*$/, 'a lower-case id of letters, digits and + . _ -')
  .describe('A lower-case identifier (letters, digits, + . _ -).');

/** A metric id: one of the registry's (docs/metrics.md) or one declared under `metrics:`; checked at load. */
export const metricId = z
  .string()
  .min(1)
  .describe('A metric id of the registry (top1-acc, ap50, wer, fid, Bleu_4, CIDEr, … see docs/metrics.md) or one declared under `metrics:`.');

/** A metric the registry lacks, declared by the claim file. */
export const metricDef = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9+@._-]*$/, 'an id of letters, digits and + @ . _ -').describe('Id used in table columns.'),
  name: z.string().min(1).describe('Name as printed.'),
  aliases: z.array(z.string().min(1)).default([]).describe('Other printed names (headers) of the metric.'),
  direction: z.enum(DIRECTIONS as ['higher', 'lower', 'neither']).describe('Which way is better: higher, lower, or neither (a setting, a count).'),
  scale: z.enum(SCALES as ['percent', 'fraction', 'raw', 'count', 'time', 'bytes']).describe('How it is printed: percent (91.2), fraction (0.912), raw (a score, FID), count, time, bytes.'),
  unit: z.string().optional(),
  field: z.string().min(1).default('other').describe('Field of ML (classification, nlp, speech, …); "efficiency" marks a cost metric.'),
});

/** How percent-type (proportion) metrics are printed in a table or column. */
const printScale = z.enum(['percent', 'fraction']).describe('How proportion metrics are printed here: percent (91.2) or fraction (0.912).');

/** Where a number was printed. `doc` names one of `paper.docs` (its `id`). */
export const source = z
  .strictObject({
    doc: id.describe('Id of a document listed in paper.docs.'),
    table: z.union([z.number().int().positive(), z.string().min(1)]).optional().describe('Table number as printed (or as numbered in order of appearance when captions were lost).'),
    section: z.string().min(1).optional(),
    figure: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
    quote: z.string().min(1).optional().describe('The sentence as printed, for textual claims.'),
    note: z.string().min(1).optional().describe('What extraction lost, or how the transcription reads the source.'),
  })
  .describe('Where a number was printed.');

const doc = z.strictObject({
  id,
  file: z.string().min(1).describe('File name of the source text (under shared/seeds) or a URL.'),
  kind: z.enum(['paper', 'supplementary', 'slides', 'readme', 'web']),
  title: z.string().optional(),
  url: z.string().optional(),
});

export const paper = z.strictObject({
  id,
  title: z.string().min(1),
  authors: z.array(z.string().min(1)).optional(),
  venue: z.string().min(1).optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  url: z.string().optional(),
  code: z.string().optional().describe('Public code repository of the paper, if any.'),
  docs: z.array(doc).min(1).describe('Source documents the numbers are transcribed from.'),
  note: z.string().optional(),
});

export const method = z.strictObject({
  id: id.describe('Canonical method id, shared across claim files so that quotes can be matched.'),
  name: z.string().min(1).describe('The name as printed in this paper.'),
  aliases: z.array(z.string().min(1)).default([]).describe('Other printed names of the same method (in this or other papers).'),
  cite: z.string().optional().describe('Citation as printed, e.g. "[26]" or "Sun et al., IJIS 2022".'),
  venue: z.string().optional(),
  own: z.boolean().default(false).describe('Proposed by this paper (its rows are own results).'),
  paper: id.optional().describe('Id of the claim file (paper) that proposed this method, when it is under claims/.'),
  note: z.string().optional(),
});

/** A results-table column: a metric, optionally on a subset, dataset or condition other than the table's. */
export const column = z.union([
  metricId,
  z.strictObject({
    metric: metricId,
    dataset: id.optional().describe('Dataset of this column when the table has several (overrides the table dataset).'),
    condition: z.string().min(1).optional().describe('A condition printed in the header: box vs mask AP, a noise level, a test split name.'),
    subset: id.optional().describe('Overrides the table subset for this column (e.g. semantic-change, move).'),
    label: z.string().optional().describe('Column header as printed (e.g. "MV").'),
    scale: printScale.optional().describe('How this column prints a proportion metric (overrides the table scale).'),
  }),
]);

const cellValue = z.number().nullable().describe('The value as printed (in the table\'s scale); null for "-" / "—".');

export const row = z.strictObject({
  method: id,
  label: z.string().optional().describe('Row label as printed when it differs from the method name.'),
  values: z.array(cellValue),
  own: z.boolean().optional().describe('Own result of this paper; defaults to the method\'s `own`.'),
  quoted: z.string().optional().describe('For quoted rows: where the numbers come from, as printed (e.g. "[22]").'),
  bold: z.union([z.boolean(), z.array(z.number().int().min(0))]).optional().describe('Cells printed in bold: true for the whole row, or 0-based column indices.'),
  reproduction: id.optional().describe('This row is a reproduction (id in `reproductions`).'),
  deltas: z
    .array(z.number().nullable())
    .optional()
    .describe('Deltas printed next to the values, with sign (↓44.99% is -44.99); null where none is printed. Relative (%) unless deltaKind is absolute.'),
  deltaKind: z.enum(['relative', 'absolute']).default('relative').describe('relative: deltas in % of the base value; absolute: in points / metric units.'),
  vs: id.optional().describe('The method the printed deltas are relative to (defaults to the table `base`); never the row itself.'),
  spreads: z.array(z.number().nonnegative().nullable()).optional().describe('The "± x" printed with each value, parallel to values (null where none).'),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional().describe('Values of the table\'s setting columns, as printed, by setting id.'),
  note: z.string().optional(),
});

export const resultsTable = z.strictObject({
  id,
  kind: z.literal('results').default('results'),
  source,
  caption: z.string().optional(),
  dataset: id.optional().describe('Dataset id, e.g. imagenet, coco, clevr-change; optional when the table has several (per column) or none.'),
  split: z.enum(['train', 'val', 'test', 'unknown']).default('test').describe('Split the numbers were measured on; unknown when the paper does not say (never guess).'),
  subset: id.default('total').describe('Default subset of every column (total, semantic-change, pseudo-change, color, …).'),
  scale: printScale.optional().describe('How proportion metrics (accuracy, AP, WER, …) are printed in this table; default: each metric\'s registry scale (percent for most).'),
  spread: z
    .strictObject({
      kind: z.enum(['std', 'sem', 'ci95', 'range', 'unknown']).describe('What "±" means here.'),
      n: z.number().int().positive().optional().describe('Seeds / runs behind each mean, when printed.'),
    })
    .optional()
    .describe('What the "± x" of the cells is (rows\' `spreads`).'),
  base: id.optional().describe('Default base row (method id) of the printed deltas in this table.'),
  settings: z
    .array(z.strictObject({ id, label: z.string().min(1).describe('Header as printed.') }))
    .optional()
    .describe('Setting columns (ablation switches, hyper-parameter values): not metrics; rows give their values in `settings`.'),
  columns: z.array(column).min(1),
  decimals: z.number().int().min(0).max(6).optional().describe('Typical printed decimals; each value keeps its own as written.'),
  rows: z.array(row).min(1),
  note: z.string().optional(),
});

/** A table of attributes (dataset statistics, hyper-parameters, resources). */
export const attributeTable = z.strictObject({
  id,
  kind: z.literal('attributes'),
  source,
  caption: z.string().optional(),
  columns: z
    .array(
      z.strictObject({
        id,
        label: z.string().min(1),
        unit: z.string().optional(),
      }),
    )
    .min(1),
  rows: z
    .array(
      z.strictObject({
        key: id.describe('What the row is about (a dataset id, a model id, …).'),
        label: z.string().optional(),
        values: z.array(z.union([z.number(), z.string(), z.boolean(), z.null()])),
        note: z.string().optional(),
      }),
    )
    .min(1),
  note: z.string().optional(),
});

export const table = z.union([attributeTable, resultsTable]);

/** A reference to one cell of a results table. */
const cellRef = z.strictObject({
  table: id,
  method: id,
  column: z.number().int().min(0).describe('0-based column index in that table.'),
});

const statementBase = {
  id,
  source,
  note: z.string().optional(),
};

/** Set of competitors for comparative statements. */
const competitors = z
  .strictObject({
    methods: z.array(id).optional().describe('Only these methods compete (default: every other row of the table).'),
    exclude: z.array(id).optional().describe('Rows that do not compete (e.g. pre-trained or RL methods the text sets apart).'),
    ownIncluded: z.boolean().default(false).describe('Whether the paper\'s other own rows (ablations, variants) compete too.'),
  })
  .default({ ownIncluded: false });

/** Which way a statement says its subject moved: in value (higher/lower) or in quality (better/worse, by each metric's direction in the registry). */
const statedDirection = z
  .enum(['higher', 'lower', 'better', 'worse'])
  .describe('higher/lower: the value went up/down ("40% fewer parameters" → lower); better/worse: by the metric\'s direction ("reduces WER by 10%" on a lower-is-better metric is better).');

/** "3.1 points above X", "improves mAP by 4.2", "from 41.2 to 45.3", "an 8.3% relative gain", "lowers perplexity by 12%". */
const changeStatement = z
  .strictObject({
    ...statementBase,
    kind: z.literal('change'),
    mode: z
      .enum(['absolute', 'relative', 'either'])
      .describe('absolute: in points or metric units; relative: in % of the other\'s value; either: "by 2.1%" on a metric printed in % — points or relative, a finding only when neither reading gives it.'),
    direction: statedDirection,
    stated: z.number().nonnegative().optional().describe('The printed size of the change (4.2 for "by 4.2", 12 for "by 12%"); leave out for a bare "from A to B".'),
    approximate: z.boolean().default(false).describe('Printed as a round figure ("about 10%"): read as ±10%.'),
    points: z.boolean().default(false).describe('Printed in (percentage) points: on a table printed as fractions the difference is read ×100.'),
    from: z.number().optional().describe('"from A to B": the value before, as printed.'),
    to: z.number().optional().describe('"from A to B": the value after, as printed.'),
    of: cellRef.optional().describe('The subject\'s cell (its table, method and column).'),
    over: id.optional().describe('The other method (same table and column): the baseline the change is measured against.'),
  })
  .refine((c) => c.stated !== undefined || (c.from !== undefined && c.to !== undefined), { message: 'give stated, or from and to', path: ['stated'] })
  .refine((c) => (c.of !== undefined && c.over !== undefined) || (c.from !== undefined && c.to !== undefined), { message: 'give of and over (the cells), or from and to (the printed values)', path: ['of'] })
  .refine((c) => (c.of === undefined) === (c.over === undefined), { message: 'give both of and over, or neither', path: ['over'] });

/** "3× faster", "2.5x fewer FLOPs", "half the memory". */
const ratioStatement = z.strictObject({
  ...statementBase,
  kind: z.literal('ratio'),
  factor: z.number().positive().describe('The printed factor (3 for "3× faster", 2 for "half the memory").'),
  direction: statedDirection.describe('higher: subject = factor × other; lower: other = factor × subject; better/worse by the metric\'s direction ("3× faster" on latency is lower).'),
  approximate: z.boolean().default(false),
  of: cellRef,
  over: id,
});

/** "significantly better than X (p < 0.05)": Welch's t-test on the printed mean ± spread over n runs. */
const significanceStatement = z.strictObject({
  ...statementBase,
  kind: z.literal('significance'),
  method: id,
  other: id,
  table: id,
  columns: z.array(z.number().int().min(0)).min(1),
  direction: z.enum(['higher', 'lower', 'better', 'worse', 'different']).default('better'),
  alpha: z.number().positive().max(0.5).default(0.05).describe('The printed level ("p < 0.01" → 0.01); 0.05 when none is printed.'),
  spread: z.enum(['std', 'sem', 'ci95']).optional().describe('What the table\'s ± means, when the table does not say.'),
  n: z.number().int().min(2).optional().describe('Runs (seeds) per mean, when the table does not say.'),
});

export const statement = z.discriminatedUnion('kind', [
  z.strictObject({
    ...statementBase,
    kind: z.literal('relative-improvement'),
    stated: z.number().describe('The printed relative improvement in % (4.7 for "4.7%").'),
    approximate: z.boolean().default(false).describe('Printed as a round figure ("a 10% increase").'),
    of: cellRef,
    over: id.describe('The method improved upon (same table and column).'),
  }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('best'),
    method: id,
    tables: z.array(id).min(1),
    columns: z.array(z.number().int().min(0)).optional().describe('Columns the claim covers (default: all with a value).'),
    quantifier: z.enum(['all', 'most', 'almost-all']).describe('"best on all metrics", "on most metrics", "ranks first on almost all types".'),
    extreme: z
      .enum(['best', 'highest', 'lowest'])
      .default('best')
      .describe('best: by each column\'s direction (a lower-is-better metric\'s best is its minimum; columns with no direction and, unless `columns` names them, cost columns are left out); highest/lowest: as printed.'),
    except: z.array(z.number().int().min(0)).default([]).describe('Columns the statement names as exceptions ("except for …").'),
    competitors,
  }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('comparison'),
    method: id,
    other: id,
    table: id,
    columns: z.array(z.number().int().min(0)).min(1),
    relation: z
      .enum(['higher', 'lower', 'not-lower', 'improves', 'equal', 'better', 'not-worse'])
      .describe('higher/lower: strictly, on every column ("outperforms", "much better than"); improves: never lower and higher on at least one column ("boosts", "improves"); not-lower; equal; better/not-worse: like higher/not-lower by each column\'s direction ("beats X on all four metrics", WER included).'),
  }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('arithmetic'),
    op: z.enum(['sum', 'product']),
    operands: z.array(z.number()).min(2),
    result: z.number(),
    what: z.string().min(1).describe('What is counted, e.g. "Syned train pairs".'),
  }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('bound').describe('"at most 10,000 pairs": a bound on a column of an attributes table, for the rows the sentence is about.'),
    table: id.describe('An attributes table.'),
    column: id.describe('Column id in that table.'),
    rows: z.array(id).min(1).describe('Row keys the sentence covers (record the reading in `note`).'),
    max: z.number().optional(),
    min: z.number().optional(),
  }).refine((b) => b.max !== undefined || b.min !== undefined, { message: 'give max, min or both', path: ['max'] }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('quantity'),
    what: z.string().min(1),
    value: z.number(),
    unit: z.string().optional(),
  }),
  z.strictObject({
    ...statementBase,
    kind: z.literal('qualitative').describe('A sentence kept for the record that no number can check.'),
    why: z.string().min(1).describe('Why it cannot be checked.'),
  }),
  changeStatement,
  ratioStatement,
  significanceStatement,
]);

const hwBase = {
  id,
  source,
  dataset: id.optional(),
  model: z.string().optional().describe('The model/variant the claim is about, when the paper says.'),
  note: z.string().optional(),
};

const num = (unit: z.ZodTypeAny) => ({ value: z.number().nonnegative(), unit });

export const hardwareClaim = z.discriminatedUnion('kind', [
  z.strictObject({ ...hwBase, kind: z.literal('gpu'), gpu: z.string().min(1).optional().describe('GPU model as printed; leave out when the paper does not name it ("a single 12 GB GPU").'), count: z.number().int().positive().default(1), memoryGB: z.number().positive().optional() }),
  z.strictObject({ ...hwBase, kind: z.literal('gpu-memory'), ...num(z.enum(['GB', 'GiB', 'MB'])) }),
  z.strictObject({
    ...hwBase,
    kind: z.literal('cpu').describe('A run on a CPU machine the paper names ("a laptop with an Intel i7-10710U", "a c5d.24xlarge instance (96 CPU, 192 GB RAM)").'),
    cpu: z.string().min(1).optional().describe('Processor as printed; leave out when the paper does not name it ("a laptop with 2.5GHz quad cores").'),
    machine: z.string().min(1).optional().describe('The machine as printed, when the paper names it ("laptop", "c5d.24xlarge instance").'),
    cores: z.number().int().positive().optional(),
    memoryGB: z.number().positive().optional().describe('Main memory (RAM), not GPU memory.'),
  }),
  z.strictObject({ ...hwBase, kind: z.literal('training-time'), ...num(z.enum(['minutes', 'hours', 'days'])) }),
  z.strictObject({ ...hwBase, kind: z.literal('batch-size'), value: z.number().int().positive() }),
  z.strictObject({ ...hwBase, kind: z.literal('learning-rate'), value: z.number().positive(), printed: z.string().optional().describe('As printed when extraction lost part of it.') }),
  z.strictObject({ ...hwBase, kind: z.literal('iterations'), value: z.number().int().positive() }),
  z.strictObject({ ...hwBase, kind: z.literal('epochs'), value: z.number().int().positive() }),
  z.strictObject({ ...hwBase, kind: z.literal('layers'), value: z.number().int().positive(), part: z.string().optional() }),
  z.strictObject({ ...hwBase, kind: z.literal('heads'), value: z.number().int().positive(), part: z.string().optional() }),
  z.strictObject({ ...hwBase, kind: z.literal('hidden-size'), value: z.number().int().positive(), part: z.string().optional() }),
  z.strictObject({ ...hwBase, kind: z.literal('lora-rank'), value: z.number().int().positive() }),
  z.strictObject({ ...hwBase, kind: z.literal('parameter-fraction'), value: z.number().positive().describe('In % of all parameters.') }),
  z.strictObject({ ...hwBase, kind: z.literal('adapter-size'), ...num(z.enum(['MB', 'MiB', 'GB'])) }),
  z.strictObject({ ...hwBase, kind: z.literal('mixed-precision'), value: z.boolean() }),
]);

export const reproduction = z.strictObject({
  id,
  who: z.string().min(1).optional().describe('Who reproduced it; leave out when not stated.'),
  where: z.string().min(1).optional().describe('URL of the published reproduction; leave out when not stated.'),
  commit: z.string().optional(),
  doc: id.describe('Document (paper.docs id) holding the reproduction\'s text.'),
  method: id.describe('The method that was reproduced.'),
  variant: z.string().min(1).optional().describe('Setup of this reproduction, e.g. "ViT-based"; leave out when not stated.'),
  setup: z.string().optional(),
  split: z.enum(['train', 'val', 'test', 'unknown']).default('unknown').describe('Split its numbers were measured on, when it says (unknown otherwise).'),
  gpu: z
    .strictObject({
      gpu: z.string().min(1),
      memoryGB: z.number().positive(),
      measuredGB: z
        .strictObject({ min: z.number().nonnegative().optional(), max: z.number().nonnegative().optional() })
        .refine((r) => r.min !== undefined || r.max !== undefined, 'give min, max or both')
        .describe('Measured peak range in GB: "nearly 70" → max 70; "exceeds 30" → min 30.'),
      batchSize: z.number().int().positive().optional(),
      source,
    })
    .optional()
    .describe('GPU memory the reproduction measured.'),
  note: z.string().optional(),
});

export const config = z.discriminatedUnion('runner', [predictionsConfig, tfjsConfig, commandConfig, estimateConfig]);

export const claimFile = z.strictObject({
  $schema: z.string().optional(),
  schemaVersion: z.literal(1),
  paper,
  tolerance: z
    .strictObject({ relative: z.number().positive().max(1).default(0.05).describe('Claim-vs-measurement tolerance (fraction, default 0.05 = ±5%).') })
    .default({ relative: 0.05 }),
  metrics: z.array(metricDef).default([]).describe('Metrics the registry lacks (id, name, direction, scale, unit, field).'),
  methods: z.array(method).min(1),
  datasets: z
    .array(z.strictObject({ id, name: z.string().min(1), note: z.string().optional() }))
    .default([])
    .describe('Datasets named in tables (id → printed name).'),
  tables: z.array(table).default([]),
  statements: z.array(statement).default([]),
  hardware: z.array(hardwareClaim).default([]),
  reproductions: z.array(reproduction).default([]),
  protocols: z.array(protocolEvidence).default([]).describe('Evidence from released code of how printed numbers were computed.'),
  configs: z.array(config).default([]),
});

export type ClaimFileInput = z.input<typeof claimFile>;
export type ClaimFile = z.output<typeof claimFile>;
export type Paper = z.output<typeof paper>;
export type Method = z.output<typeof method>;
export type Source = z.output<typeof source>;
export type Column = z.output<typeof column>;
export type DeclaredMetric = z.output<typeof metricDef>;
export type Row = z.output<typeof row>;
export type ResultsTable = z.output<typeof resultsTable>;
export type AttributeTable = z.output<typeof attributeTable>;
export type Table = z.output<typeof table>;
export type Statement = z.output<typeof statement>;
export type StatementKind = Statement['kind'];
export type HardwareClaim = z.output<typeof hardwareClaim>;
export type HardwareKind = HardwareClaim['kind'];
export type Reproduction = z.output<typeof reproduction>;
export type Config = z.output<typeof config>;
export type RunnerName = Config['runner'];
