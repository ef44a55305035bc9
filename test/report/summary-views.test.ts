/**
 * One summary model for every view (issue 29): `audit run ssgpa` then `audit report` of the three
 * papers as HTML, Markdown and JSON, in a temp dir. Each view's counts are checked against the
 * store: the findings in results.db and the verdicts recomputed from it (`audit verdicts`); values
 * whose config did not run are never counted as compared; the measured discrepancies are in the
 * headline; sentences are whole; the index's "last run" is the session's real mix of statuses;
 * the bar has a segment for every verdict present and one for the static errors.
 */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempWorkDir } from '../helpers/cli.js';

type Status = 'reproduced' | 'within-noise' | 'discrepancy' | 'not-comparable' | 'not-run';
const STATUSES: readonly Status[] = ['reproduced', 'within-noise', 'discrepancy', 'not-comparable', 'not-run'];
interface Cell {
  table: string;
  tableIndex: number;
  rowIndex: number;
  column: number;
  rowLabel: string;
  metric: string;
  claimed: number;
  decimals: number;
  verdict: string;
  reason?: string;
  measured?: { printed: number };
}
interface Summary {
  claims: Record<Status, number>;
  claimTotal: number;
  compared: number;
  findings: { error: number; warning: number };
}
interface Headline {
  paper: string;
  summary: Summary;
  story: string[];
}

const LABEL: Record<string, string> = { Bleu_4: 'BLEU-4', METEOR: 'METEOR', ROUGE_L: 'ROUGE-L', CIDEr: 'CIDEr', SPICE: 'SPICE', Bleu_1: 'BLEU-1' };
const papers = ['ssgpa', 'scorer', 'blip2idc'] as const;
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x3D;/g, '=')
    .replace(/&#x60;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const unmd = (s: string) => s.replace(/\\([\\`*_{}[\]()#+!|~])/g, '$1').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What the store says: per printed cell, the verdicts of the comparisons (`audit verdicts`), folded as the summary must. */
function expectedCounts(cells: readonly Cell[]): { counts: Record<Status, number>; discrepant: Cell[] } {
  const byCell = new Map<string, Cell[]>();
  for (const c of cells) byCell.set(`${c.tableIndex}:${c.rowIndex}:${c.column}`, [...(byCell.get(`${c.tableIndex}:${c.rowIndex}:${c.column}`) ?? []), c]);
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  const discrepant: Cell[] = [];
  for (const cs of byCell.values()) {
    const d = cs.find((c) => c.verdict === 'discrepancy');
    const status: Status = d
      ? 'discrepancy'
      : cs.some((c) => c.verdict === 'within-noise')
        ? 'within-noise'
        : cs.some((c) => c.verdict === 'reproduced')
          ? 'reproduced'
          : cs.some((c) => c.measured !== undefined || (c.reason !== 'missing-input' && c.reason !== 'not-run'))
            ? 'not-comparable'
            : 'not-run';
    counts[status] += 1;
    if (d) discrepant.push(d);
  }
  return { counts, discrepant };
}

describe('the summary of every view agrees with the store', () => {
  const work = tempWorkDir();
  let terminal = '';
  const verdicts = new Map<string, Cell[]>();
  const json = new Map<string, Headline>();
  let dbFindings: { paper: string; severity: string; run: number | null }[] = [];
  let lastSession: Record<string, number> = {};
  let sessionId = 0;

  beforeAll(() => {
    const run = runCli(['run', 'ssgpa'], { cwd: work });
    expect(run.code, run.stderr).toBe(0);
    terminal = run.stdout;
    for (const [format, out] of [['html', 'html'], ['md', 'md'], ['json', 'json']] as const) {
      const r = runCli(['report', '--format', format, '--out', out], { cwd: work });
      expect(r.code, r.stderr).toBe(0);
    }
    const v = runCli(['verdicts', '--format', 'json'], { cwd: work });
    for (const p of (JSON.parse(v.stdout) as { papers: { paper: string; verdicts: Cell[] }[] }).papers) verdicts.set(p.paper, p.verdicts);
    for (const p of papers) json.set(p, JSON.parse(readFileSync(join(work, 'json', `${p}.json`), 'utf8')) as Headline);
    const db = new Database(join(work, 'results.db'), { readonly: true });
    try {
      sessionId = (db.prepare("SELECT max(id) AS id FROM sessions WHERE paper = 'ssgpa'").get() as { id: number }).id;
      dbFindings = db.prepare('SELECT paper, severity, run_id AS run FROM findings WHERE session_id = ?').all(sessionId) as typeof dbFindings;
      lastSession = Object.fromEntries((db.prepare('SELECT status, count(*) AS n FROM runs WHERE session_id = ? GROUP BY status').all(sessionId) as { status: string; n: number }[]).map((r) => [r.status, r.n]));
    } finally {
      db.close();
    }
  }, 240_000);

  /** Each view's value counts and story, per paper. */
  function views(paper: string): { name: string; counts: Record<Status, number>; errors: number; warnings: number; story: string[] }[] {
    const html = readFileSync(join(work, 'html', `${paper}.html`), 'utf8');
    const card = (k: string) => Number(new RegExp(`<div class="card ${k}"><div class="n">(\\d+)</div>`).exec(html)?.[1]);
    const htmlStory = [...(/<p class="story">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').matchAll(/<span>([\s\S]*?)<\/span>/g)].map((m) => decode(m[1] ?? ''));
    const md = readFileSync(join(work, 'md', `${paper}.md`), 'utf8');
    const row = /\| reproduced \| within noise \| discrepant \| not comparable \| not run \| static errors \| static warnings \|\n\|[-:|]+\|\n\| (.*) \|/.exec(md)?.[1]?.split(' | ').map(Number) ?? [];
    const h = json.get(paper) as Headline;
    const out = [
      { name: 'html', counts: Object.fromEntries(STATUSES.map((s) => [s, card(s)])) as Record<Status, number>, errors: card('error'), warnings: card('warning'), story: htmlStory },
      { name: 'markdown', counts: Object.fromEntries(STATUSES.map((s, i) => [s, row[i]])) as Record<Status, number>, errors: row[5] ?? NaN, warnings: row[6] ?? NaN, story: h.story.filter((s) => oneLine(unmd(md)).includes(s)) },
      { name: 'json', counts: h.summary.claims, errors: h.summary.findings.error, warnings: h.summary.findings.warning, story: h.story },
    ];
    if (paper === 'ssgpa') {
      const t = oneLine(terminal);
      const m = /values: (\d+) reproduced, (\d+) within noise, (\d+) discrepant, (\d+) not comparable, (\d+) not run/.exec(t);
      const f = /findings: (\d+) static errors?, (\d+) warnings?/.exec(t);
      const bullets = terminal.split('\n• ').slice(1).map((b) => oneLine(b.split(/\n(?! {2})/)[0] ?? ''));
      out.push({ name: 'terminal', counts: Object.fromEntries(STATUSES.map((s, i) => [s, Number(m?.[i + 1])])) as Record<Status, number>, errors: Number(f?.[1]), warnings: Number(f?.[2]), story: bullets });
    }
    return out;
  }

  it.each(papers)('%s: every view shows the same counts, and they add up to the verdicts and findings in the store', (paper) => {
    const h = json.get(paper) as Headline;
    const cells = verdicts.get(paper) ?? [];
    const { counts } = expectedCounts(cells);
    const measuredNowhere = h.summary.claimTotal - Object.values(counts).reduce((a, b) => a + b, 0);
    // cells no stored run compares (no run at all) are "not run"
    const expected = { ...counts, 'not-run': counts['not-run'] + measuredNowhere };
    const staticFindings = paper === 'ssgpa' ? dbFindings.filter((f) => f.paper === paper && f.run === null) : undefined;
    for (const v of views(paper)) {
      expect(v.counts, `${paper} ${v.name}`).toEqual(expected);
      expect(v.counts.reproduced + v.counts['within-noise'] + v.counts.discrepancy + v.counts['not-comparable'] + v.counts['not-run'], `${paper} ${v.name}`).toBe(h.summary.claimTotal);
      if (staticFindings) {
        expect(v.errors, `${paper} ${v.name}`).toBe(staticFindings.filter((f) => f.severity === 'error').length);
        expect(v.warnings, `${paper} ${v.name}`).toBe(staticFindings.filter((f) => f.severity === 'warning').length);
      }
      expect(v.story, `${paper} ${v.name}`).toEqual(h.story);
    }
    // "compared" never counts a value whose config did not run
    expect(h.summary.compared).toBe(h.summary.claimTotal - expected['not-run']);
    const compared = /compared (\d+) of the (\d+)/.exec(h.story.join(' '));
    if (compared) expect(Number(compared[1])).toBe(h.summary.compared);
    if (h.summary.compared === 0) expect(h.story.join(' ')).not.toMatch(/compared \d+ of/);
  });

  it('SSGPA: the discrepancies our run measured lead the headline of every view, as measured and printed', () => {
    const { discrepant } = expectedCounts(verdicts.get('ssgpa') ?? []);
    expect(discrepant.length).toBeGreaterThan(0);
    const runErrors = dbFindings.filter((f) => f.paper === 'ssgpa' && f.run !== null && f.severity === 'error');
    expect(runErrors).toHaveLength(discrepant.length);
    for (const v of views('ssgpa')) {
      const first = v.story[0] ?? '';
      expect(first, v.name).toMatch(new RegExp(`^Our runs contradict ${discrepant.length} printed values?:`));
      for (const d of discrepant) {
        const measured = (d.measured?.printed ?? NaN).toFixed(d.decimals);
        expect(first, `${v.name}: ${d.rowLabel} ${d.metric}`).toMatch(new RegExp(`${LABEL[d.metric]} ${measured.replace('.', '\\.')}( measured)? vs ${d.claimed.toFixed(d.decimals).replace('.', '\\.')}`));
      }
    }
  });

  it.each(papers)('%s: headline sentences are whole (never cut mid-sentence or mid-number)', (paper) => {
    for (const s of json.get(paper)?.story ?? []) {
      expect(s).toMatch(/[.!?]$/);
      expect(s).not.toMatch(/…$/);
    }
  });

  it('the index shows the last run of SSGPA as the session\'s mix of statuses, and the bar has every colour of the mix', () => {
    const mix = ['running', 'succeeded', 'failed', 'interrupted', 'skipped'].filter((s) => lastSession[s]).map((s) => `${lastSession[s]} ${s}`).join(', ');
    expect(mix).toMatch(/succeeded/);
    const index = readFileSync(join(work, 'html', 'index.html'), 'utf8');
    expect(index).toContain(`session #${sessionId} · ${mix}`);
    expect(readFileSync(join(work, 'md', 'index.md'), 'utf8')).toContain(`session \\#${sessionId} · ${mix}`);
    const html = readFileSync(join(work, 'html', 'ssgpa.html'), 'utf8');
    const bar = /<div class="bar"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const segments = [...bar.matchAll(/<span class="([\w-]+)" style="width: ([\d.]+)%" title="(\d+) /g)].map((m) => ({ status: m[1], width: Number(m[2]), n: Number(m[3]) }));
    const h = json.get('ssgpa') as Headline;
    const want = [...STATUSES.filter((s) => h.summary.claims[s] > 0), ...(h.summary.findings.error ? ['error'] : [])];
    expect(segments.map((s) => s.status)).toEqual(want);
    expect(segments.reduce((a, s) => a + s.n, 0)).toBe(h.summary.claimTotal + h.summary.findings.error);
    expect(Math.abs(segments.reduce((a, s) => a + s.width, 0) - 100)).toBeLessThan(0.01);
  });
});
