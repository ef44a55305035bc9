import { UsageError } from '../../core/errors.js';
import type { CliCommand } from './types.js';

// Placeholder until its issue lands in this session; replaced by the real command.
export const checkCommand: CliCommand = {
  command: 'check',
  describe: '(check: not built yet)',
  builder: (y) => y,
  handler: async () => {
    throw new UsageError("'audit check' is not built yet");
  },
};
