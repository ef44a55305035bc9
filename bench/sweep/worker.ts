/**
 * The sweep's worker (a child process of bench/extract-sweep.ts, so that a document that hangs can be killed):
 * for each `{ file, format }` message it drafts the file as `audit extract` does (readInputs, extractDraft with
 * the package's claim files as names), checks the draft as `audit validate --sources` does (parse, schema and
 * references; the transcription check against the documents' texts) and answers an Outcome.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNameSources } from '../../src/claims/load.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { checkTranscription } from '../../src/claims/transcription.js';
import { isAuditError } from '../../src/core/errors.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';
import type { DocFormat, Outcome } from './count.js';
import { numbersIn, numericAttributeTables, reviewed, seenTableList, undrafted } from './count.js';

const names = loadNameSources(join(import.meta.dirname, '..', '..', 'claims'));

function independentText(file: string, format: DocFormat): string {
  if (format !== 'pdf') return readFileSync(file, 'utf8');
  const r = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return r.status === 0 ? r.stdout : '';
}

export function sweepOne(file: string, format: DocFormat): Outcome {
  const list = seenTableList(independentText(file, format), format);
  const seen = list.length;
  const t0 = performance.now();
  const none = { seen, lost: list.map((t) => t.label), results: 0, attributes: 0, reviewOnly: 0, unfound: 0 };
  try {
    const docs = readInputs([file]);
    const ex = extractDraft(docs, 'sweep', names);
    const ms = performance.now() - t0;
    const results = ex.draft.tables.filter((t) => t.kind === 'results').length;
    const attributes = ex.draft.tables.length - results;
    const numericAttributes = numericAttributeTables(ex.draft.tables.flatMap((t) => (t.kind === 'attributes' ? [t] : [])));
    const notDrafted = new Set(undrafted(list, new Set(ex.draft.tables.flatMap((t) => numbersIn(JSON.stringify(t.rows))))));
    const r = reviewed(list.filter((t) => notDrafted.has(t.label)), ex.yaml.split('\n').filter((l) => l.includes('# review:')));
    const reviewOnly = r.reviewed.length;
    const lost = r.lost;
    const parsed = parseClaimText(ex.yaml, 'sweep.yaml');
    if (!parsed.ok) return { status: 'ok', ms, seen, lost, results, attributes, numericAttributes, reviewOnly, invalid: parsed.issues.map((i) => `${i.pos.line}: ${i.problem}`).join('; '), unfound: 0 };
    const report = checkTranscription(parsed.file, new Map(docs.map((d) => [d.id, d.text])));
    return { status: 'ok', ms, seen, lost, results, attributes, numericAttributes, reviewOnly, unfound: report.unfound.length };
  } catch (e) {
    const ms = performance.now() - t0;
    const message = e instanceof Error ? e.message.split('\n').slice(0, 2).join(' ') : String(e);
    if (isAuditError(e)) return { status: 'refused', error: message, ms, ...none };
    return { status: 'crashed', error: `${message}${e instanceof Error && e.stack ? ` @ ${e.stack.split('\n').slice(1, 3).map((s) => s.trim()).join(' ')}` : ''}`, ms, ...none };
  }
}

process.on('message', (m: { file: string; format: DocFormat }) => {
  process.send?.(sweepOne(m.file, m.format));
});
