/**
 * The real METEOR 1.5, run exactly as coco-caption's meteor.py does: `java -jar -Xmx2G
 * meteor-1.5.jar - - -stdio -l en -norm` (from the jar's directory, so it finds its data/), one
 * `SCORE ||| ref1 ||| ref2 ||| hyp` line per image on tokenised captions, then one
 * `EVAL ||| stats1 ||| …` line answered by the per-image scores and the corpus score.
 */
import { dirname, basename } from 'node:path';
import type { ExternalMeteorResult } from '../metrics/index.js';
import { LineProcess } from './java.js';

export interface TokenizedSet {
  readonly ids: readonly string[];
  readonly refs: readonly (readonly string[])[];
  readonly preds: readonly string[];
}

const clean = (s: string): string => s.replaceAll('|||', '').replaceAll('  ', ' ');

export async function runMeteorJar(jar: string, set: TokenizedSet, java = 'java'): Promise<ExternalMeteorResult> {
  const proc = new LineProcess(java, ['-jar', '-Xmx2G', basename(jar), '-', '-', '-stdio', '-l', 'en', '-norm'], dirname(jar));
  try {
    const stats: string[] = [];
    for (let i = 0; i < set.ids.length; i++) {
      proc.write(['SCORE', set.refs[i]!.join(' ||| '), clean(set.preds[i]!)].join(' ||| '));
      stats.push((await proc.readLine()).trim());
    }
    proc.write(['EVAL', ...stats].join(' ||| '));
    const perImage = new Map<string, number>();
    for (const id of set.ids) perImage.set(id, parseScore(await proc.readLine()));
    const corpus = parseScore(await proc.readLine());
    return { kind: 'meteor-1.5', corpus, perImage };
  } finally {
    proc.close();
  }
}

function parseScore(line: string): number {
  const v = Number(line.trim());
  if (!Number.isFinite(v)) throw new Error(`METEOR answered ${JSON.stringify(line.slice(0, 80))}, expected a number`);
  return v;
}
