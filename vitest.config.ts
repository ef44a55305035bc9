import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './test/helpers/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // the slowest files start first, so the two workers end together (test/helpers/sequencer.ts)
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
