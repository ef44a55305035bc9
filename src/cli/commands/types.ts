import type { Argv } from 'yargs';

/** One CLI command: its yargs builder and a handler returning the exit code. */
export interface CliCommand {
  readonly command: string;
  /** false: a hidden command (not in --help), e.g. the one Slurm jobs run. */
  readonly describe: string | false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly builder: (y: Argv) => Argv<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly handler: (args: any) => Promise<number>;
}
