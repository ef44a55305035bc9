/**
 * `audit check --format sarif|junit|github|csv` through the real CLI on the project's claim files,
 * each output read back by a parser (SARIF's required 2.1.0 structure, JUnit with an XML parser,
 * the GitHub workflow-command grammar, RFC 4180 CSV) and compared finding by finding with --json.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, csvField, github, junit, sarif } from '../../src/cli/formats/findings.js';
import type { FormatInput } from '../../src/cli/formats/findings.js';
import type { Finding } from '../../src/core/findings.js';
import { repoRoot, runCliAsync } from '../helpers/cli.js';
import { parseCsv } from '../helpers/csv.js';

/** xml2js (a strict SAX-based XML parser, installed with the project's dependencies; it ships no types). */
const xmlModule = 'xml2js';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function parseStringPromise(text: string, opts: { strict: boolean }): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const m = (await import(xmlModule)) as { parseStringPromise(t: string, o: object): Promise<any> };
  return m.parseStringPromise(text, opts);
}

const GH_LINE = /^::(error|warning) file=([^,:]+),line=(\d+),col=(\d+),title=([^,:]*)::(.+)$/;

describe('audit check --format on the project\'s claim files', () => {
  let dir: string;
  const out: Record<string, { code: number; stdout: string; stderr: string }> = {};
  let findings: Finding[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-formats-'));
    cpSync(join(repoRoot, 'claims'), join(dir, 'claims'), { recursive: true });
    const runs = { json: ['check', '--json'], sarif: ['check', '--format', 'sarif'], junit: ['check', '--format', 'junit'], github: ['check', '--format', 'github', '--fail-on', 'error'], csv: ['check', '--format', 'csv'] };
    await Promise.all(Object.entries(runs).map(async ([k, a]) => (out[k] = await runCliAsync(a, dir))));
    findings = (JSON.parse(out.json!.stdout) as { findings: Finding[] }).findings;
    expect(findings.length).toBeGreaterThan(3);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('SARIF has the 2.1.0 required structure and one located result per finding', () => {
    expect(out.sarif!.code, out.sarif!.stderr).toBe(0);
    const doc = JSON.parse(out.sarif!.stdout);
    expect(doc.version).toBe('2.1.0');
    expect(doc.$schema).toMatch(/sarif-2\.1\.0/);
    expect(Array.isArray(doc.runs) && doc.runs.length).toBe(1);
    const run = doc.runs[0];
    expect(typeof run.tool.driver.name).toBe('string');
    const ruleIds: string[] = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(run.results).toHaveLength(findings.length);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    run.results.forEach((r: Record<string, any>, i: number) => {
      const f = findings[i]!;
      expect(r.ruleId).toBe(f.check);
      expect(ruleIds[r.ruleIndex]).toBe(r.ruleId);
      expect(['error', 'warning', 'note', 'none']).toContain(r.level);
      expect(r.message.text).toBe(f.message);
      const loc = r.locations[0].physicalLocation;
      expect(loc.artifactLocation.uri).toBe(f.sources[0]!.claimFile.file);
      expect(loc.artifactLocation.uri).toMatch(/^claims\/\w+\.yaml$/);
      expect(loc.region.startLine).toBe(f.sources[0]!.claimFile.line);
      expect(loc.region.startColumn).toBe(f.sources[0]!.claimFile.col);
      // the line exists in the file the result points at
      const lines = readFileSync(join(dir, loc.artifactLocation.uri), 'utf8').split('\n');
      expect(loc.region.startLine).toBeLessThanOrEqual(lines.length);
    });
  });

  it('JUnit XML parses with an XML parser: a suite per paper, errors as failures with file and line', async () => {
    expect(out.junit!.code).toBe(0);
    const doc = await parseStringPromise(out.junit!.stdout, { strict: true });
    const suites = doc.testsuites.testsuite as { $: Record<string, string>; testcase: { $: Record<string, string>; failure?: unknown[] }[] }[];
    expect(suites.map((s) => s.$.name).sort()).toEqual(['blip2idc', 'scorer', 'ssgpa']);
    const cases = suites.flatMap((s) => s.testcase);
    const failed = cases.filter((c) => c.failure);
    // one coverage case per paper, never failed without --fail-on unchecked
    expect(cases.filter((c) => c.$.name?.endsWith(': coverage'))).toHaveLength(3);
    expect(failed).toHaveLength(findings.filter((f) => f.severity === 'error').length);
    expect(Number(doc.testsuites.$.failures)).toBe(failed.length);
    expect(Number(doc.testsuites.$.tests)).toBe(cases.length);
    for (const c of cases) {
      expect(c.$.file).toMatch(/^claims\/\w+\.yaml$/);
      expect(Number(c.$.line)).toBeGreaterThan(0);
    }
  });

  it('GitHub annotations: one workflow command per finding, on its claim-file line; --fail-on error exits 1', () => {
    expect(out.github!.code).toBe(findings.some((f) => f.severity === 'error') ? 1 : 0);
    const all = out.github!.stdout.trimEnd().split('\n');
    // after the findings, each paper's coverage: a notice (or a warning when nothing was checked), then its unchecked claims
    const lines = all.slice(0, findings.length);
    expect(all.slice(findings.length).filter((l) => /^::(notice|warning) [^:]*title=coverage%3A /.test(l)).map((l) => /title=coverage%3A (\w+)/.exec(l)?.[1])).toEqual(['blip2idc', 'scorer', 'ssgpa']);
    expect(all.slice(findings.length).every((l) => /^::(notice|warning) file=claims\/\w+\.yaml,line=\d+,col=\d+,title=/.test(l))).toBe(true);
    lines.forEach((l, i) => {
      const m = GH_LINE.exec(l);
      expect(m, l).not.toBeNull();
      const f = findings[i]!;
      expect([m![1], m![2], Number(m![3]), Number(m![4])]).toEqual([f.severity, f.sources[0]!.claimFile.file, f.sources[0]!.claimFile.line, f.sources[0]!.claimFile.col]);
      expect(decodeURIComponent(m![6]!)).toBe(f.message);
    });
  });

  it('CSV is RFC 4180 and gives every finding back field for field', () => {
    expect(out.csv!.code).toBe(0);
    const rows = parseCsv(out.csv!.stdout);
    const [header, ...all] = rows;
    expect(header).toEqual(['paper', 'severity', 'check', 'id', 'file', 'line', 'col', 'doc', 'table', 'section', 'message', 'also_at', 'stated', 'computed']);
    // findings first, then one row per item not checked (severity "unchecked", check "coverage")
    const body = all.slice(0, findings.length);
    expect(all.slice(findings.length).every((r) => r[1] === 'unchecked' && r[2] === 'coverage' && r[10]?.startsWith('not checked: '))).toBe(true);
    expect(all.length).toBeGreaterThan(findings.length);
    body.forEach((r, i) => {
      const f = findings[i]!;
      expect(r).toHaveLength(header!.length);
      expect(r.slice(0, 7)).toEqual([f.paper, f.severity, f.check, f.id, f.sources[0]!.claimFile.file, String(f.sources[0]!.claimFile.line), String(f.sources[0]!.claimFile.col)]);
      expect(r[10]).toBe(f.message);
    });
  });
});

describe('escaping of hostile text', () => {
  const nasty = 'say "50%", then\r\nnew line, <tag> & \u0001 done: ok';
  const finding: Finding = {
    id: 'p/statement/x',
    paper: 'p',
    check: 'statement',
    severity: 'error',
    message: nasty,
    sources: [{ claimFile: { file: 'claims/a,b:c.yaml', line: 3, col: 2 }, doc: 'd "x"', section: 's,1' }],
  };
  const input: FormatInput = { findings: [finding], papers: [{ id: 'p', path: 'claims/p.yaml' }], cwd: '/nowhere', tool: { name: 'repro-audit', version: '0' }, failing: ['error'] };

  it('CSV quotes commas, quotes and line breaks and reads back exactly', () => {
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('plain')).toBe('plain');
    const rows = parseCsv(csv(input));
    expect(rows[1]![10]).toBe(nasty);
    expect(rows[1]![4]).toBe('claims/a,b:c.yaml');
    expect(rows[1]![7]).toBe('d "x"');
  });

  it('GitHub commands escape %, CR, LF in messages and also : and , in properties', () => {
    const line = github(input).trimEnd();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('file=claims/a%2Cb%3Ac.yaml,line=3,col=2');
    expect(line).toContain('say "50%25", then%0D%0Anew line');
  });

  it('JUnit and SARIF stay well-formed', async () => {
    const doc = await parseStringPromise(junit(input), { strict: true });
    expect(doc.testsuites.testsuite[0].testcase[0].failure[0].$.message).toBe(nasty.replace('\u0001', '\uFFFD'));
    expect(JSON.parse(sarif(input)).runs[0].results[0].message.text).toBe(nasty);
  });
});
