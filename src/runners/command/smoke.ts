/** A command config as it runs: with its `smoke` overrides applied under --smoke (pure). */
import type { CommandConfig } from '../../claims/configs/command.js';

export function effectiveCommand(c: CommandConfig, smoke: boolean): CommandConfig {
  if (!smoke || c.smoke === undefined) return c;
  const s = c.smoke;
  return {
    ...c,
    ...(s.argv === undefined ? {} : { argv: s.argv }),
    ...(s.batch === undefined ? {} : { batch: s.batch }),
    ...(s.timeoutSec === undefined ? {} : { timeoutSec: s.timeoutSec }),
    requires: { ...c.requires, ...(s.gpu === undefined ? {} : { gpu: s.gpu }) },
    // A smoke command that needs no GPU is not profiled: whatever else a shared GPU holds meanwhile is not its peak
    // (and would be read against the paper's claims at the full config's batch).
    ...(s.gpu === false ? { profileGpu: false } : {}),
  };
}
