/** Reads the metrics a script wrote, from every configured source, as Measurements. */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { CommandConfig, MetricSource } from '../../claims/configs/command.js';
import type { Measurement } from '../../core/measurements.js';
import type { MeasuredMetricName } from '../../core/metrics.js';
import { isCocoMeasured } from '../../core/metrics.js';
import { isProportion, metricById } from '../../core/metric-registry.js';
import { metricsFromCsv } from './parsers/csv.js';
import { scoreFiles } from '../../scoring/index.js';
import { metricsFromCocoText } from './parsers/coco-text.js';
import { metricsFromJson } from './parsers/json.js';
import type { ParseResult } from './parsers/names.js';
import { metricsFromPythonDicts } from './parsers/python-dict.js';
import { metricFromRegex } from './parsers/regex.js';
import { expand } from './placeholders.js';
import type { Places } from './placeholders.js';
import { underDataRoots } from '../data-roots.js';

export interface MetricsRead {
  readonly measurements: readonly Measurement[];
  /** One line per source that gave nothing: file and what was wrong. */
  readonly problems: readonly string[];
  /** Files read (for artifacts). */
  readonly files: readonly { readonly kind: string; readonly path: string }[];
}

function parseText(s: Exclude<MetricSource, { from: 'predictions' }>, text: string): ParseResult {
  switch (s.from) {
    case 'json':
      return metricsFromJson(text, s.path);
    case 'coco-text':
      return metricsFromCocoText(text, s.section, s.occurrence);
    case 'python-dict':
      return metricsFromPythonDicts(text, s.contains, s.occurrence);
    case 'regex':
      return metricFromRegex(text, s.pattern, s.metric, s.occurrence);
    case 'csv':
      return metricsFromCsv(text, s.occurrence, s.where);
  }
}

/**
 * A value as the file printed it → the measurement scale: coco-caption metrics to toolkit
 * fractions (÷ printedScale, as before); other proportion metrics to percent (a file of fractions,
 * printedScale 1, is ×100); every other metric as printed.
 */
export function measuredValue(metric: string, printed: number, printedScale: 1 | 100): number {
  if (isCocoMeasured(metric)) return printed / printedScale;
  const def = metricById(metric);
  return def && isProportion(def.scale) && printedScale === 1 ? printed * 100 : printed;
}

function dataFile(p: string, places: Places, dataRoots: readonly string[]): string {
  const e = expand(p, places);
  if (isAbsolute(e)) return e;
  return underDataRoots(e, dataRoots, 'any') ?? resolve(places.cwd, e);
}

export async function readMetrics(c: CommandConfig, places: Places, dataRoots: readonly string[]): Promise<MetricsRead> {
  const measurements: Measurement[] = [];
  const problems: string[] = [];
  const files: { kind: string; path: string }[] = [];
  const base = { dataset: c.dataset, split: c.split };
  for (const s of c.metrics) {
    if (s.from === 'predictions') {
      const preds = resolve(places.cwd, expand(s.predictions, places));
      const refs = dataFile(s.references, places, dataRoots);
      if (!existsSync(preds)) {
        problems.push(`${preds}: predictions file not written`);
        continue;
      }
      try {
        const score = await scoreFiles(refs, preds, { allowMissing: s.allowMissing });
        files.push({ kind: 'predictions', path: preds });
        for (const [metric, value] of Object.entries(score.corpus) as [MeasuredMetricName, number | undefined][]) {
          if (value !== undefined) measurements.push({ ...base, subset: s.subset, metric, value, n: score.n });
        }
      } catch (e) {
        problems.push(`${preds}: ${e instanceof Error ? e.message : String(e)}`);
      }
      continue;
    }
    const path = resolve(places.cwd, expand(s.file, places));
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${path}: not written (${s.from} metrics)`);
      continue;
    }
    const r = parseText(s, text);
    if (!r.ok) {
      problems.push(`${path}: ${r.problem}`);
      continue;
    }
    if (path !== places.stdout && path !== places.stderr) files.push({ kind: 'metrics', path });
    for (const [metric, value] of Object.entries(r.values) as [string, number][]) {
      measurements.push({ ...base, subset: s.subset, metric, value: measuredValue(metric, value, s.printedScale) });
    }
  }
  return { measurements, problems, files };
}
