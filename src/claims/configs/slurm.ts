/**
 * `slurm:` — the resources a config's Slurm job asks for (`audit run --executor slurm`). Each
 * field becomes one sbatch option (argv, never a shell string); `--slurm-*` options override them.
 */
import { z } from '../zod.js';

/** sbatch options audit sets itself: a config (or --slurm-extra) may not set them. */
export const RESERVED_SBATCH_OPTIONS = ['--parsable', '--wrap', '--output', '-o', '--error', '-e', '--job-name', '-J', '--chdir', '-D', '--export', '--array', '-a', '--comment', '--requeue', '--no-requeue'] as const;

export const slurmTime = z
  .string()
  .regex(/^(\d+-)?\d+(:\d{1,2}){0,2}$|^\d+-\d+$/, 'a Slurm time limit: minutes, MM:SS, HH:MM:SS, D-HH, D-HH:MM or D-HH:MM:SS');
export const slurmMem = z.string().regex(/^\d+[KMGT]?$/, 'a Slurm memory size: a number with an optional K, M, G or T suffix (e.g. 16G)');

export const slurmExtra = z
  .string()
  .regex(/^--?[A-Za-z]/, 'an sbatch option, one argv element starting with - (e.g. --constraint=a100)')
  .refine((a) => !RESERVED_SBATCH_OPTIONS.some((r) => a === r || a.startsWith(`${r}=`)), `audit sets ${RESERVED_SBATCH_OPTIONS.filter((o) => o.startsWith('--')).join(', ')} itself`);

export const slurmResources = z
  .strictObject({
    partition: z.string().regex(/^[A-Za-z0-9_.,-]+$/, 'a partition name (letters, digits, _ . , -)').optional().describe('sbatch --partition.'),
    gpus: z.number().int().nonnegative().optional().describe('GPUs on the node: sbatch --gres=gpu:N (0: none).'),
    gpuType: z.string().regex(/^[A-Za-z0-9_.-]+$/).optional().describe('GPU type in the gres request: --gres=gpu:TYPE:N (e.g. a100).'),
    cpus: z.number().int().positive().optional().describe('sbatch --cpus-per-task.'),
    mem: slurmMem.optional().describe('sbatch --mem (per node), e.g. 32G.'),
    time: slurmTime.optional().describe('sbatch --time: the job\'s time limit (Slurm counts whole minutes).'),
    account: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'an account name (letters, digits, _ . -)').optional().describe('sbatch --account.'),
    extra: z.array(slurmExtra).default([]).describe('More sbatch options, one argv element each (e.g. --constraint=a100, --qos=long).'),
  })
  .describe('Resources of this config\'s Slurm job (audit run --executor slurm).');
export type SlurmResources = z.output<typeof slurmResources>;
