import type { Argv } from 'yargs';

/** One CLI command: its yargs builder and a handler returning the exit code. */
export interface CliCommand {
  readonly command: string;
  readonly describe: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly builder: (y: Argv) => Argv<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly handler: (args: any) => Promise<number>;
}
