/**
 * Every runner, by the `runner:` name of its configs. The table is exhaustive: a runner name added
 * to the claim schema without a runner here is a compile error.
 */
import type { TfjsConfig } from '../claims/configs/tfjs.js';
import type { Config, RunnerName } from '../claims/schema.js';
import type { Runner } from '../core/runner.js';
import { commandRunner } from './command/index.js';
import { estimateRunner } from './estimate/index.js';
import { predictionsRunner } from './predictions/index.js';

/**
 * The TF.js runner is loaded when a tfjs config is first asked for (TF.js takes ~0.5 s to import):
 * `audit run` of a paper's prediction, command or estimate configs never loads it.
 */
const tfjsRunner: Runner<TfjsConfig> = {
  async preflight(config, ctx) {
    return (await import('./tfjs/index.js')).tfjsRunner.preflight(config, ctx);
  },
  async run(config, ctx) {
    return (await import('./tfjs/index.js')).tfjsRunner.run(config, ctx);
  },
};

export type ConfigOf<K extends RunnerName> = Extract<Config, { runner: K }>;
export type RunnerRegistry = { readonly [K in RunnerName]: Runner<ConfigOf<K>> };

export const runners: RunnerRegistry = {
  predictions: predictionsRunner,
  tfjs: tfjsRunner,
  command: commandRunner,
  estimate: estimateRunner,
};

/** The runner of a config, typed by its `runner` field. */
export function runnerFor<C extends Config>(registry: RunnerRegistry, config: C): Runner<C> {
  return registry[config.runner] as unknown as Runner<C>;
}
