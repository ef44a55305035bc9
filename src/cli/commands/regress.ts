/** `audit regress`: the latest run of each config against its baseline, for nightly CI. */
import { appendFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { regressionCases, junitXml } from '../../audits/regression.js';
import { verdictsByRun } from '../../audits/regression-verdicts.js';
import { loadClaimSet } from '../claim-set.js';
import type { BaselineChoice, RegressionCase } from '../../audits/regression.js';
import { regressionMarkdown } from '../../audits/regression-markdown.js';
import { UsageError } from '../../core/errors.js';
import { writeAtomic } from '../../report/write.js';
import { checkPaperIds, claimsDirOf, withClaimsDir, withJson } from '../options.js';
import { openStoreReporting, stderrLogger } from '../store-cli.js';
import { textTable } from '../table.js';
import type { CliCommand } from './types.js';
import { neutralizeControls } from '../../core/terminal-text.js';

interface RegressArgs {
  paper?: string[];
  db: string;
  junit?: string;
  markdown?: string;
  tolerance: number;
  baseline: BaselineChoice;
  json: boolean;
  quiet: boolean;
  claims?: string;
}

const MARK: Record<RegressionCase['status'], string> = {
  passed: 'ok',
  improved: 'improved',
  regressed: 'REGRESSED',
  'no-baseline': 'no baseline',
  'not-run': 'not run',
};

export const regressCommand: CliCommand = {
  command: 'regress [paper..]',
  describe: 'Nightly regression: compare the latest run of each config with its baseline run (metrics, and verdicts against the claim files); exit 1 on a regression',
  builder: (y) =>
    withJson(withClaimsDir(y))
      .positional('paper', { type: 'string', array: true, describe: 'Paper ids (default: every paper in the store)' })
      .option('junit', { type: 'string', describe: 'Also write the result as JUnit XML to this file' })
      .option('markdown', { type: 'string', describe: 'Also append the result as a Markdown summary to this file (e.g. "$GITHUB_STEP_SUMMARY")' })
      .option('tolerance', { type: 'number', default: 0.01, describe: 'Relative change of a metric that counts (0.01 = 1%)' })
      .option('baseline', { choices: ['previous', 'first'] as const, default: 'previous' as const, describe: 'Baseline: the previous succeeded run, or the first one' }),
  handler: async (args: RegressArgs) => {
    if (!(args.tolerance >= 0 && args.tolerance < 1)) throw new UsageError(`--tolerance ${args.tolerance}: expected a fraction in [0, 1)`);
    if (args.markdown !== undefined && !existsSync(dirname(args.markdown) || '.')) throw new UsageError(`--markdown ${args.markdown}: folder ${dirname(args.markdown)} does not exist`);
    if (!existsSync(args.db)) throw new UsageError(`no results store at ${args.db}: run \`audit run <paper>\` first (or pass --db)`);
    const store = openStoreReporting(args.db, stderrLogger(args.quiet), { readonly: true });
    let cases: RegressionCase[];
    try {
      checkPaperIds(args.paper ?? [], args, store.papers());
      const papers = args.paper?.length ? args.paper : [undefined];
      const runs = papers.flatMap((p) => store.runsWithMetrics(p === undefined ? {} : { paper: p }));
      // the claim files, when there are any, give each run its verdicts: a value that stopped being reproduced regresses too
      const dir = claimsDirOf(args);
      const verdicts = existsSync(dir) ? verdictsByRun(loadClaimSet(args).all, runs) : undefined;
      cases = regressionCases(runs, { tolerance: args.tolerance, baseline: args.baseline, ...(verdicts ? { verdicts } : {}) });
    } finally {
      store.close();
    }
    if (args.junit) writeAtomic(args.junit, junitXml(cases));
    if (args.markdown) appendFileSync(args.markdown, neutralizeControls(regressionMarkdown(cases, { tolerance: args.tolerance })));
    const regressed = cases.filter((c) => c.status === 'regressed').length;
    if (args.json) process.stdout.write(`${JSON.stringify({ regressed, cases }, null, 2)}\n`);
    else {
      process.stdout.write(
        `${textTable(
          ['paper', 'config', 'status', 'what'],
          cases.map((c) => [c.paper, `${c.configId}${c.smoke ? ' (smoke)' : ''}`, MARK[c.status], c.message]),
        )}\n${regressed} regression(s) in ${cases.length} config(s)${args.junit ? `; JUnit XML: ${args.junit}` : ''}\n`,
      );
    }
    return regressed ? 1 : 0;
  },
};
