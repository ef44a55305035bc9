/**
 * Every runner, by the `runner:` name of its configs. The table is exhaustive: a runner name added
 * to the claim schema without a runner here is a compile error.
 */
import type { Config, RunnerName } from '../claims/schema.js';
import type { Runner } from '../core/runner.js';
import { commandRunner } from './command/index.js';
import { estimateRunner } from './estimate/index.js';
import { predictionsRunner } from './predictions/index.js';
import { tfjsRunner } from './tfjs/index.js';

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
