import type { CliCommand } from './types.js';
import { listCommand } from './list.js';
import { validateCommand } from './validate.js';
import { checkCommand } from './check.js';
import { scoreCommand } from './score.js';
import { runCommand } from './run.js';
import { runsCommand } from './runs.js';
import { reportCommand } from './report.js';
import { estimateCommand } from './estimate.js';
import { regressCommand } from './regress.js';
import { verdictsCommand } from './verdicts.js';
import { slurmJobCommand } from './slurm-job.js';
import { extractCommand } from './extract.js';

export const commands: readonly CliCommand[] = [
  listCommand,
  validateCommand,
  checkCommand,
  runCommand,
  runsCommand,
  scoreCommand,
  estimateCommand,
  reportCommand,
  regressCommand,
  verdictsCommand,
  slurmJobCommand,
  extractCommand,
];
