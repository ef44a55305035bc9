/**
 * The one place that loads a TF.js backend package. In `auto` mode the fastest available wins:
 * tfjs-node-gpu (CUDA) → tfjs-node (libtensorflow CPU) → wasm → cpu (pure JS). The attempts and
 * why each failed are returned for the run's environment.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { TFJS_BACKENDS, type TfjsBackendChoice } from '../../claims/configs/tfjs.js';
import { RunError } from '../../core/errors.js';

export type BackendName = Exclude<TfjsBackendChoice, 'auto'>;
export const BACKEND_ORDER: readonly BackendName[] = ['node-gpu', 'node', 'wasm', 'cpu'];

export interface BackendAttempt {
  readonly backend: BackendName;
  readonly ok: boolean;
  /** Why it was not used (absent when it was). */
  readonly reason?: string;
}

export interface SelectedBackend {
  readonly backend: BackendName;
  /** tf.getBackend() after selection ('tensorflow', 'wasm', 'cpu'). */
  readonly tfBackend: string;
  readonly attempts: readonly BackendAttempt[];
  readonly versions: Record<string, string>;
}

/** The forced backend: env AUDIT_TFJS_BACKEND wins over the config. */
export function requestedBackend(config: TfjsBackendChoice, env: NodeJS.ProcessEnv = process.env): TfjsBackendChoice {
  const fromEnv = env['AUDIT_TFJS_BACKEND'];
  if (fromEnv === undefined || fromEnv === '') return config;
  if (!(TFJS_BACKENDS as readonly string[]).includes(fromEnv)) throw new RunError('tfjs-backend', `AUDIT_TFJS_BACKEND=${fromEnv}: expected one of ${TFJS_BACKENDS.join(', ')}`);
  return fromEnv as TfjsBackendChoice;
}

const require = createRequire(import.meta.url);

async function tryNode(pkg: string): Promise<void> {
  await import(/* @vite-ignore */ pkg);
  if (!(await tf.setBackend('tensorflow'))) throw new Error(`${pkg} loaded but the 'tensorflow' backend did not initialise`);
}

async function tryWasm(): Promise<void> {
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const file = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
  wasm.setWasmPaths(path.dirname(file) + path.sep);
  if (!(await tf.setBackend('wasm'))) throw new Error('the wasm backend did not initialise');
}

const LOADERS: Record<BackendName, () => Promise<void>> = {
  'node-gpu': () => tryNode('@tensorflow/tfjs-node-gpu'),
  node: () => tryNode('@tensorflow/tfjs-node'),
  wasm: tryWasm,
  cpu: async () => {
    if (!(await tf.setBackend('cpu'))) throw new Error('the cpu backend did not initialise');
  },
};

function firstLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (/Cannot find (module|package)/.test(msg)) return 'package not installed';
  return msg.split('\n')[0] ?? msg;
}

export async function selectBackend(choice: TfjsBackendChoice): Promise<SelectedBackend> {
  // PROD silences TF.js's console banners ("install tfjs-node…"): the run records the choice itself.
  tf.env().set('PROD', true);
  const order = choice === 'auto' ? BACKEND_ORDER : [choice];
  const attempts: BackendAttempt[] = [];
  for (const backend of order) {
    try {
      await LOADERS[backend]();
      await tf.ready();
      attempts.push({ backend, ok: true });
      return { backend, tfBackend: tf.getBackend(), attempts, versions: { ...tf.version } as Record<string, string> };
    } catch (e) {
      attempts.push({ backend, ok: false, reason: firstLine(e) });
    }
  }
  const why = attempts.map((a) => `${a.backend}: ${a.reason ?? 'failed'}`).join('; ');
  throw new RunError('tfjs-backend', `no TF.js backend could be started (${why})`);
}
