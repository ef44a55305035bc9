import { UsageError } from '../../core/errors.js';
import type { CliCommand } from './types.js';

// Placeholder until its issue lands in this session; replaced by the real command.
export const reportCommand: CliCommand = {
  command: 'report',
  describe: '(report: not built yet)',
  builder: (y) => y,
  handler: async () => {
    throw new UsageError("'audit report' is not built yet");
  },
};
