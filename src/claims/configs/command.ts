/**
 * `runner: command` — run a paper's own script (argv array, never a shell string) and read its
 * metrics from what it wrote. `{out}` in argv, env values and metric files stands for the run's
 * output folder, `{cwd}` for the working directory, `{stdout}` / `{stderr}` (as a metric file)
 * for the captured logs.
 */
import { z } from '../zod.js';
import { configBase } from './base.js';

const file = z.string().min(1).describe('File the script wrote (relative to the working directory), or {stdout} / {stderr}.');
const subset = z.string().min(1).default('total').describe('Subset the values belong to.');
const printedScale = z
  .union([z.literal(1), z.literal(100)])
  .default(1)
  .describe('How the file prints proportion metrics (coco-caption metrics, accuracy, AP, WER, …): 1 = fractions (0.912), 100 = percent (91.2). Other metrics (FID, perplexity, latency) are read as printed.');

export const metricSource = z.discriminatedUnion('from', [
  z.strictObject({
    from: z.literal('json'),
    file,
    path: z.string().default('').describe('Path to an object of {metric: value}: dot/bracket syntax, e.g. "results.total" or "[0].scores" ("" = the whole file).'),
    subset,
    printedScale,
  }),
  z.strictObject({
    from: z.literal('coco-text'),
    file,
    section: z.string().min(1).optional().describe('Text of the section header whose "Metric: value" lines to read (e.g. "total captions"); default: the whole file.'),
    occurrence: z.enum(['first', 'last']).default('last').describe('Which occurrence of the section (evaluate.py writes one per checkpoint).'),
    subset,
    printedScale,
  }),
  z.strictObject({
    from: z.literal('python-dict'),
    file,
    contains: z.string().min(1).optional().describe('Only dict literals on lines containing this text.'),
    occurrence: z.enum(['first', 'last']).default('last'),
    subset,
    printedScale,
  }),
  z.strictObject({
    from: z.literal('regex'),
    file,
    pattern: z.string().min(1).describe('A JavaScript regular expression with one capture group holding the value.'),
    metric: z.string().min(1).describe('The metric the value is: a coco-caption name or a registry / declared metric id (wer, top1-acc, …).'),
    occurrence: z.enum(['first', 'last']).default('last'),
    subset,
    printedScale,
  }),
  z.strictObject({
    from: z.literal('csv'),
    file,
    occurrence: z.enum(['first', 'last']).default('last').describe('Which data row (of those matching `where`).'),
    where: z.strictObject({ column: z.string().min(1), equals: z.string() }).optional().describe('Only rows whose column holds this text (e.g. {column: split, equals: test}).'),
    subset,
    printedScale,
  }),
  z.strictObject({
    from: z.literal('predictions'),
    predictions: file.describe('Predictions file the script wrote (COCO results format).'),
    references: z.string().min(1).describe('References file (relative to a data root, or absolute).'),
    allowMissing: z.boolean().default(false),
    subset,
  }),
]);
export type MetricSource = z.output<typeof metricSource>;

export const commandConfig = z.strictObject({
  ...configBase,
  runner: z.literal('command'),
  argv: z.array(z.string().min(1)).min(1).describe('The command as an argv array: [program, arg, …]; no shell.'),
  cwd: z.string().min(1).default('.').describe('Working directory: absolute, or relative to the first data root that has it (the checkout of the paper\'s code).'),
  env: z.record(z.string(), z.string()).default({}).describe('Environment additions.'),
  timeoutSec: z.number().positive().default(86_400).describe('Wall-clock limit; the whole process group is killed when it passes.'),
  metrics: z.array(metricSource).default([]).describe('Where the script\'s metrics are read from.'),
  requires: z
    .strictObject({
      gpu: z.boolean().default(false).describe('Skip (with the reason) on machines without an NVIDIA GPU.'),
      paths: z.array(z.string().min(1)).default([]).describe('Files or folders that must exist, relative to the working directory.'),
      executables: z.array(z.string().min(1)).default([]).describe('Programs that must be on PATH besides argv[0].'),
      pythonModules: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_.]*$/, 'a Python module name')).default([]).describe('Python modules argv[0] (a Python interpreter) must import (torch, transformers, peft); skipped with the list when one is missing.'),
    })
    .default({ gpu: false, paths: [], executables: [], pythonModules: [] }),
  batch: z.number().int().positive().optional().describe('Samples per training step the command runs (memory probes): hardware claims about another batch size are then not comparable with its GPU peak.'),
  facts: z
    .array(
      z.strictObject({
        file: file.describe('JSON file holding one object (a line of JSON), relative to the working directory; {out} for the run folder.'),
        key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a lower-camel-case name').describe('Name of the fact in the run\'s environment: runs.environment_json → facts.<key>.'),
      }),
    )
    .default([])
    .describe('JSON objects the script wrote that are stored with the run\'s environment facts, e.g. a memory probe\'s parameter counts, steps, loss, step time and PyTorch peaks.'),
  smoke: z
    .strictObject({
      argv: z.array(z.string().min(1)).min(1).optional().describe('The command under --smoke: the smallest meaningful version (e.g. a probe on the CPU with tiny shapes).'),
      gpu: z.boolean().optional().describe('requires.gpu under --smoke (false: the smoke command runs without a GPU).'),
      batch: z.number().int().positive().optional().describe('batch under --smoke.'),
      timeoutSec: z.number().positive().optional().describe('timeoutSec under --smoke.'),
    })
    .optional()
    .describe('Overrides applied under --smoke (audit run --smoke); without them --smoke runs the command as configured.'),
  profileGpu: z.boolean().default(true).describe('Sample GPU memory of the run with nvidia-smi when a GPU is present.'),
  sampleIntervalMs: z.number().int().min(20).default(100),
});
export type CommandConfig = z.output<typeof commandConfig>;
