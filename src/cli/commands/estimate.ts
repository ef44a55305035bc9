import { UsageError } from '../../core/errors.js';
import type { CliCommand } from './types.js';

// Placeholder until its issue lands in this session; replaced by the real command.
export const estimateCommand: CliCommand = {
  command: 'estimate',
  describe: '(estimate: not built yet)',
  builder: (y) => y,
  handler: async () => {
    throw new UsageError("'audit estimate' is not built yet");
  },
};
