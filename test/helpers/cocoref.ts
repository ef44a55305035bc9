/**
 * The COCO caption toolkit's reference pipeline (../shared/tools/cocoref): the real Java
 * PTBTokenizer 3.4.1 and pycocoevalcap's Python scorers. Tests that compare with it must not
 * skip: without Java or numpy they fail and say what to install (CI's .ci/run installs both).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sharedDir } from './cli.js';

export const cocorefDir = join(sharedDir, 'tools', 'cocoref');
export const ptbJar = join(cocorefDir, 'ptbtokenizer-3.4.1.jar');
export const refScore = join(cocorefDir, 'ref_score.py');
const PUNCT = new Set(["''", "'", '``', '`', '-LRB-', '-RRB-', '-LCB-', '-RCB-', '.', '?', '!', ',', ':', '-', '--', '...', ';']);

export function requireJava(): void {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    throw new Error('java is not installed: the COCO toolkit differential tests need the real PTBTokenizer (apt-get install default-jre-headless; .ci/run does this)');
}

export function requireNumpy(): void {
  const r = spawnSync('python3', ['-c', 'import numpy'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    throw new Error('python3 with numpy is missing: ref_score.py needs it (apt-get install python3-numpy; .ci/run does this)');
}

/**
 * The toolkit's tokenizer.py on one batch: `\n` → space, joined by `\n`, one Java process,
 * line i is caption i's, right-stripped, split on spaces, punctuation removed.
 */
export function javaCocoTokenize(captions: readonly string[]): string[] {
  requireJava();
  const text = captions.map((c) => c.replaceAll('\n', ' ')).join('\n');
  const r = spawnSync('java', ['-cp', ptbJar, 'edu.stanford.nlp.process.PTBTokenizer', '-preserveLines', '-lowerCase'], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (r.status !== 0) throw new Error(`PTBTokenizer failed (${r.status}): ${r.stderr}`);
  const lines = r.stdout.split('\n').slice(0, captions.length);
  while (lines.length < captions.length) lines.push('');
  // Python's str.rstrip() whitespace, then tokenizer.py's filtering
  return lines.map((l) =>
    l
      // eslint-disable-next-line no-control-regex -- Python whitespace includes them
      .replace(/[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u, '')
      .split(' ')
      .filter((w) => !PUNCT.has(w))
      .join(' '),
  );
}
