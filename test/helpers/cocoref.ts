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

export type Scores = Record<string, number>;

/**
 * The toolkit's scores of a references file and a predictions file: ref_score.py's own pipeline
 * (its tokenize and load_refs: the Java tokenizer, refs batched in the predictions' order) and
 * pycocoevalcap's Bleu, ROUGE_L and CIDEr, corpus and per image.
 */
export function toolkitScores(refsPath: string, predsPath: string): { corpus: Scores; perImage: Record<string, Scores> } {
  requireJava();
  requireNumpy();
  const py = String.raw`
import sys, json, collections
sys.path.insert(0, sys.argv[1])
import ref_score as R
from pycocoevalcap.bleu.bleu import Bleu
from pycocoevalcap.cider.cider import Cider
from pycocoevalcap.rouge.rouge import Rouge
refs = R.load_refs(sys.argv[2]); preds = {str(p['image_id']): p['caption'] for p in json.load(open(sys.argv[3]))}
ids = list(preds)
flat = [(i, c) for i in ids for c in refs[i]]
rt = R.tokenize([c for _, c in flat]); pt = R.tokenize([preds[i] for i in ids])
gts = collections.defaultdict(list)
for (i, _), t in zip(flat, rt): gts[i].append(t)
res = {i: [t] for i, t in zip(ids, pt)}
b, bs = Bleu(4).compute_score(gts, res, verbose=0); c, cs = Cider().compute_score(gts, res); r, rs = Rouge().compute_score(gts, res)
keys = list(gts.keys())
per = {}
for k, i in enumerate(keys):
    per[i] = {'Bleu_1': bs[0][k], 'Bleu_2': bs[1][k], 'Bleu_3': bs[2][k], 'Bleu_4': bs[3][k], 'ROUGE_L': float(rs[k]), 'CIDEr': float(cs[k])}
print(json.dumps({'corpus': {'Bleu_1': b[0], 'Bleu_2': b[1], 'Bleu_3': b[2], 'Bleu_4': b[3], 'ROUGE_L': float(r), 'CIDEr': float(c)}, 'perImage': per}))
`;
  const r = spawnSync('python3', ['-c', py, cocorefDir, refsPath, predsPath], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`the toolkit pipeline failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as { corpus: Scores; perImage: Record<string, Scores> };
}
