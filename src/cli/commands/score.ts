import { UsageError } from '../../core/errors.js';
import type { CliCommand } from './types.js';

// Placeholder until its issue lands in this session; replaced by the real command.
export const scoreCommand: CliCommand = {
  command: 'score',
  describe: '(score: not built yet)',
  builder: (y) => y,
  handler: async () => {
    throw new UsageError("'audit score' is not built yet");
  },
};
