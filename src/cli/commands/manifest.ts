/**
 * The light list of `audit`'s commands: name, usage and description, and how to load the full
 * command. `audit --help` and a mistyped command need only this (no claims, store or metrics code);
 * the named command's own module is imported only when that command is given. A test checks that
 * `command` and `describe` equal the real commands' (test/startup/manifest.test.ts).
 */
import type { CliCommand } from './types.js';

export interface CommandEntry {
  readonly command: string;
  /** false: hidden from --help. */
  readonly describe: string | false;
  readonly load: () => Promise<CliCommand>;
}

export const manifest: readonly CommandEntry[] = [
  {
    command: 'list',
    describe: 'List the papers under claims/ with counts of their tables, rows, statements, hardware claims and configs',
    load: async () => (await import('./list.js')).listCommand,
  },
  {
    command: 'validate [files..]',
    describe: 'Validate claim files (all under claims/ when none is named); exit 2 with located errors; with --sources, exit 1 when a table row is not found in its document',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    command: 'check [papers..]',
    describe: 'Run the static audits on the claim files (all papers when none is named); nothing is run, no GPU',
    load: async () => (await import('./check.js')).checkCommand,
  },
  {
    command: 'run <paper>',
    describe: 'Run a paper\'s configs, store the results in --db, and compare them with the printed claims',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    command: 'runs [paper]',
    describe: 'List the runs recorded in --db (newest first) with status and duration',
    load: async () => (await import('./runs.js')).runsCommand,
  },
  {
    command: 'score',
    describe: 'Score caption predictions exactly as the COCO caption toolkit (BLEU, METEOR, ROUGE-L, CIDEr)',
    load: async () => (await import('./score.js')).scoreCommand,
  },
  {
    command: 'estimate',
    describe: 'Analytic GPU memory and training-time estimate of a described model (no GPU needed)',
    load: async () => (await import('./estimate.js')).estimateCommand,
  },
  {
    command: 'report [paper..]',
    describe: 'Write self-contained reports (one page per paper and an index) from results.db and the claim files',
    load: async () => (await import('./report.js')).reportCommand,
  },
  {
    command: 'regress [paper..]',
    describe: 'Nightly regression: compare the latest run of each config with its baseline run (metrics, and verdicts against the claim files); exit 1 on a regression',
    load: async () => (await import('./regress.js')).regressCommand,
  },
  {
    command: 'verdicts [paper..]',
    describe: 'Export every printed value compared with the latest measurement in --db (verdict, delta, interval, claim-file line) as CSV or JSON',
    load: async () => (await import('./verdicts.js')).verdictsCommand,
  },
  {
    command: 'slurm-job',
    describe: false,
    load: async () => (await import('./slurm-job.js')).slurmJobCommand,
  },
  {
    command: 'extract <files..>',
    describe: 'Draft a claim file from a paper (PDF, HTML, text or Markdown; several files = several docs); every guess is marked "# review:"',
    load: async () => (await import('./extract.js')).extractCommand,
  },
];

export const commandName = (e: { command: string }): string => e.command.split(' ')[0]!;

/** Global options that take a value (their value is not the command name). */
const VALUED_GLOBALS = new Set(['--db']);

/**
 * The command the arguments name: the first argument that is neither an option nor a global
 * option's value (`true`/`false` may follow a boolean flag and are never command names).
 */
export function commandIn(argv: readonly string[]): CommandEntry | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') return undefined;
    if (a.startsWith('-')) {
      if (VALUED_GLOBALS.has(a)) i++;
      continue;
    }
    if (a === 'true' || a === 'false') continue;
    return manifest.find((e) => commandName(e) === a);
  }
  return undefined;
}
