/**
 * `audit score --refs R --preds P [--vs P2] [--json] [--per-image FILE] [--bootstrap N] [--seed S]
 * [--allow-missing] [--meteor-jar J] [--spice-jar J] [--metrics LIST]`: coco-caption-compatible scoring.
 * People get a table ×100 (as papers print); --json gives the toolkit's scale and names.
 */
import { writeFileSync } from 'node:fs';
import { METRIC_LABELS, toPrinted } from '../../core/metrics.js';
import type { MeasuredMetricName } from '../../core/metrics.js';
import { InputError, UsageError } from '../../core/errors.js';
import { PROTOCOL_DESCRIPTIONS, PROTOCOL_NAMES, isProtocolName } from '../../metrics/index.js';
import type { Dropped, PairedMetric, ProtocolEffect, ScoreResult } from '../../metrics/index.js';
import { compareSets, measureProtocol, readCaptionSet, scoreSet } from '../../scoring/index.js';
import { textTable } from '../table.js';
import { withJson } from '../json-option.js';
import type { CliCommand } from './types.js';
import type { ScoreArgs } from '../fast-score-args.js';
import { phaseEnd } from '../../core/phases.js';
import { csvField } from '../formats/csv.js';
import { METRIC_FAMILIES, parseMetricList } from '../../metrics/selection.js';
import type { MetricFamily } from '../../metrics/selection.js';


const ORDER: readonly MeasuredMetricName[] = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'METEOR~', 'ROUGE_L', 'CIDEr', 'SPICE'];
const PAIRED_DEFAULT = 1000;

const num = (x: number): string => toPrinted(x).toFixed(2);
const present = (v: Partial<Record<MeasuredMetricName, unknown>>) => ORDER.filter((m) => v[m] !== undefined);

function count(name: string, v: number | undefined, min: number): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || v < min) throw new UsageError(`--${name} must be an integer ≥ ${min}, got ${v}`);
  return v;
}

/** The --metrics families (undefined: all), checked against the jars asked for. */
function metricFamilies(args: ScoreArgs): ReadonlySet<MetricFamily> | undefined {
  if (args.metrics === undefined) return undefined;
  const r = parseMetricList(args.metrics);
  if ('error' in r) throw new UsageError(`--metrics '${args.metrics}': ${r.error}; expected a comma-separated list of ${METRIC_FAMILIES.join(', ')}`);
  if (args.meteorJar !== undefined && !r.families.has('meteor')) throw new UsageError(`--meteor-jar needs meteor in --metrics (got '${args.metrics}')`);
  if (args.spiceJar !== undefined && !r.families.has('spice')) throw new UsageError(`--spice-jar needs spice in --metrics (got '${args.metrics}')`);
  return r.families;
}

function droppedNote(d: Dropped, preds: string): string | undefined {
  const parts: string[] = [];
  if (d.missingPredictions.length) parts.push(`${d.missingPredictions.length} image(s) without a prediction`);
  if (d.unknownPredictions.length) parts.push(`${d.unknownPredictions.length} prediction(s) for unknown images`);
  return parts.length ? `${preds}: dropped ${parts.join(' and ')} (--allow-missing)` : undefined;
}

function scoreTable(r: ScoreResult): string {
  const withCi = Object.keys(r.intervals).length > 0;
  const rows = present(r.corpus).map((m) => {
    const ci = r.intervals[m];
    return [METRIC_LABELS[m], num(r.corpus[m]!), ...(withCi ? [ci ? `[${num(ci[0])}, ${num(ci[1])}]` : ''] : [])];
  });
  return textTable(['metric', '×100', ...(withCi ? ['95% CI'] : [])], rows, ['l', 'r', 'r']);
}

function pairedTable(metrics: Partial<Record<MeasuredMetricName, PairedMetric>>, heads: readonly [string, string, string]): string {
  const rows = present(metrics).map((m) => {
    const x = metrics[m]!;
    const sign = x.delta >= 0 ? '+' : '';
    return [METRIC_LABELS[m], num(x.a), num(x.b), `${sign}${num(x.delta)}`, `[${num(x.interval[0])}, ${num(x.interval[1])}]`, x.p < 0.001 ? '<0.001' : x.p.toFixed(3)];
  });
  return textTable(['metric', ...heads, '95% CI', 'p'], rows, ['l', 'r', 'r', 'r', 'r', 'r']);
}

function protocolLines(e: ProtocolEffect): string[] {
  const lines = [
    `protocol ${e.protocol}: ${PROTOCOL_DESCRIPTIONS[e.protocol]}`,
    `${e.noChangePairs} of ${e.pairs} pairs are no-change pairs; ${e.substituted} prediction(s) replaced by one of their own references (seed ${e.seed}); paired bootstrap, ${e.samples} resamples`,
  ];
  for (const s of e.subsets) lines.push('', `${s.subset} (${s.n} pairs)`, '', pairedTable(s.metrics, ['standard', e.protocol, 'inflation']));
  return lines;
}

function perImageFile(file: string, r: ScoreResult): void {
  const metrics = present(r.corpus).filter((m) => [...r.perImage.values()].some((v) => v[m] !== undefined));
  const rows = [...r.perImage].map(([id, v]) => ({ image_id: id, ...Object.fromEntries(metrics.map((m) => [m, v[m] ?? null])) }));
  const text = file.endsWith('.csv')
    ? [['image_id', ...metrics].join(','), ...rows.map((row) => [csvField(row.image_id), ...metrics.map((m) => String((row as Record<string, unknown>)[m]))].join(','))].join('\n') + '\n'
    : `${JSON.stringify(rows, null, 1)}\n`;
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new InputError(`--per-image ${file}: cannot write (${(e as NodeJS.ErrnoException).code ?? String(e)})`, 'unwritable-file');
  }
}

export const scoreCommand: CliCommand = {
  command: 'score',
  describe: 'Score caption predictions exactly as the COCO caption toolkit (BLEU, METEOR, ROUGE-L, CIDEr)',
  builder: (y) =>
    withJson(y)
      .option('refs', { type: 'string', demandOption: true, describe: 'References: COCO caption format or {"<id>": ["ref", …]}' })
      .option('preds', { type: 'string', demandOption: true, describe: 'Predictions: [{"image_id", "caption"}]' })
      .option('vs', { type: 'string', describe: 'Second predictions file: paired bootstrap test of it against --preds' })
      .option('per-image', { type: 'string', describe: 'Write per-image scores to this file (.json, or .csv)' })
      .option('bootstrap', { type: 'number', describe: `Bootstrap resamples for 95% intervals (default 0; ${PAIRED_DEFAULT} for --vs)` })
      .option('seed', { type: 'number', default: 1, describe: 'Seed of the bootstrap' })
      .option('allow-missing', { type: 'boolean', default: false, describe: 'Score the images both files share; say how many were dropped' })
      .option('allow-invalid-utf8', { type: 'boolean', default: false, describe: 'Score files with invalid UTF-8 (bad bytes become U+FFFD) with a located warning, instead of refusing them' })
      .option('meteor-jar', { type: 'string', describe: 'METEOR 1.5 jar (with its data/) to report real METEOR; needs Java' })
      .option('spice-jar', { type: 'string', describe: 'SPICE 1.0 jar (with its lib/) to report SPICE; needs Java' })
      .option('metrics', {
        type: 'string',
        describe: `Compute and report only these metrics, comma-separated: ${METRIC_FAMILIES.join(', ')} (default: all; ref_score.py computes bleu,rouge_l,cider)`,
      })
      .option('protocol', {
        type: 'string',
        choices: PROTOCOL_NAMES,
        default: 'standard',
        describe: 'Also score under a known evaluation protocol and report its effect against the standard scores (paired bootstrap)',
      })
      .example('$0 score --refs gt.json --preds results.json', 'table ×100')
      .example('$0 score --refs gt.json --preds a.json --vs b.json', 'paired bootstrap test of b against a')
      .example('$0 score --refs gt.json --preds results.json --metrics bleu,rouge_l,cider', 'only the metrics ref_score.py computes (no METEOR~: no WordNet look-ups)')
      .example('$0 score --refs gt.json --preds a.json --protocol no-change-substitution', 'how much BLIP2IDC\'s no-change substitution inflates the scores'),
  handler: async (args: ScoreArgs) => {
    phaseEnd('start');
    const bootstrap = count('bootstrap', args.bootstrap, 0);
    if (!Number.isInteger(args.seed)) throw new UsageError(`--seed must be an integer, got ${args.seed}`);
    if (!isProtocolName(args.protocol)) throw new UsageError(`--protocol must be one of ${PROTOCOL_NAMES.join(', ')}, got '${args.protocol}'`);
    if (args.protocol !== 'standard' && args.vs !== undefined) throw new UsageError('--protocol and --vs cannot be combined: each is a paired comparison of its own');
    const metrics = metricFamilies(args);
    const utf8 = { allowInvalidUtf8: args.allowInvalidUtf8, warn: (m: string) => process.stderr.write(`warning: ${m}\n`) };
    const a = readCaptionSet(args.refs, args.preds, args.allowMissing, utf8);
    const b = args.vs === undefined ? undefined : readCaptionSet(args.refs, args.vs, args.allowMissing, utf8);
    phaseEnd('read');
    const opts = { bootstrap: bootstrap ?? 0, seed: args.seed, meteorJar: args.meteorJar, spiceJar: args.spiceJar, metrics };
    // progress on stderr when it is a terminal (DESIGN.md): a paired test takes seconds
    const progress = (m: string) => {
      if (process.stderr.isTTY) process.stderr.write(`${m}\n`);
    };
    if (b) progress(`scoring ${args.preds}…`);
    const result = await scoreSet(a.set, opts);
    if (b) progress(`paired bootstrap test of ${args.vs} against ${args.preds}: ${bootstrap || PAIRED_DEFAULT} resamples…`);
    const paired = b ? compareSets(a.set, b.set, { samples: bootstrap || PAIRED_DEFAULT, seed: args.seed, metrics }) : undefined;
    const effect = args.protocol === 'standard' ? undefined : measureProtocol(a.set, args.protocol, { samples: bootstrap || PAIRED_DEFAULT, seed: args.seed, metrics });
    if (args.perImage !== undefined) perImageFile(args.perImage, result);
    const notes = [droppedNote(a.dropped, args.preds), b && droppedNote(b.dropped, args.vs!)].filter((x): x is string => !!x);
    if (args.json) {
      const out = {
        corpus: result.corpus,
        n: result.n,
        intervals: result.intervals,
        unavailable: result.unavailable,
        dropped: { missingPredictions: a.dropped.missingPredictions.length, unknownPredictions: a.dropped.unknownPredictions.length },
        ...(paired ? { vs: { preds: args.vs, n: paired.n, samples: paired.samples, seed: paired.seed, metrics: paired.metrics } } : {}),
        ...(effect ? { protocol: effect } : {}),
      };
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      for (const n of notes) process.stderr.write(`${n}\n`);
      phaseEnd('output');
      return 0;
    }
    const lines = [`${args.preds} against ${args.refs}: ${result.n} images${bootstrap ? `, ${bootstrap} bootstrap resamples (seed ${args.seed})` : ''}`, '', scoreTable(result)];
    if (paired) lines.push('', `paired bootstrap, ${args.vs} vs ${args.preds}: ${paired.n} images, ${paired.samples} resamples (seed ${paired.seed})`, '', pairedTable(paired.metrics, ['preds', 'vs', 'vs − preds']));
    if (effect) lines.push('', ...protocolLines(effect));
    lines.push('', ...result.unavailable.map((u) => `${u.metric}: not reported — ${u.reason}`));
    if (result.corpus['METEOR~'] !== undefined) lines.push('METEOR~ approximates METEOR 1.5 (no paraphrase table, greedy alignment); never compare it with a paper\'s METEOR.');
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const n of notes) process.stderr.write(`${n}\n`);
    phaseEnd('output');
    return 0;
  },
};
