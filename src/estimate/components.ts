/** Per-component parameter accounting: total, trainable, LoRA, and whether gradients flow through it. */
import type { Architecture, Component, Dtype, ModelDescription } from '../claims/configs/estimate.js';
import { InputError } from '../core/errors.js';
import { countParams, loraParams, partNames, partParams, resolveArch } from './params.js';

export interface ComponentCount {
  readonly name: string;
  readonly arch: Architecture;
  readonly dtype: Dtype;
  /** Storage of trainable weights (fp32 masters unless stated). */
  readonly trainableDtype: Dtype;
  /** Parameters of the component without adapters (extras included). */
  readonly total: number;
  /** Of `total`, the ones that train. */
  readonly trainable: number;
  /** LoRA adapter parameters added to the component. */
  readonly lora: number;
  /** Activations must be kept for the backward pass (a trainable parameter sits here or earlier). */
  readonly onGradientPath: boolean;
  readonly tokens: number;
  readonly instances: number;
  /** The LoRA adapters as configured (rank, modules, dropout), when any. */
  readonly loraSpec?: NonNullable<Component['lora']>;
  /** This component's attention, when it differs from the model's. */
  readonly attention?: Component['attention'];
  /** The config states the trainable (and LoRA) storage type instead of defaulting to fp32. */
  readonly trainableDtypeStated: boolean;
  /** Dropout active in training (masks kept). */
  readonly dropout: boolean;
}

function trainableOf(c: Component, arch: Architecture): number {
  const extras = c.extraParams.filter((e) => e.trainable).reduce((s, e) => s + e.params, 0);
  if (c.trainable === 'none') return extras;
  if (c.trainable === 'all') return countParams(arch) + c.extraParams.filter((e) => !e.trainable).reduce((s, e) => s + e.params, 0) + extras;
  const known = partNames(arch);
  for (const p of c.trainable.parts) {
    if (!known.includes(p)) throw new InputError(`component '${c.name}': part '${p}' does not exist in a ${arch.kind}; its parts are ${known.join(', ')}`, 'estimate-part');
  }
  return partParams(arch, c.trainable.parts) + extras;
}

export function countComponents(d: Pick<ModelDescription, 'components'>): ComponentCount[] {
  let gradient = false;
  return d.components.map((c) => {
    const arch = resolveArch(c);
    const total = countParams(arch) + c.extraParams.reduce((s, e) => s + e.params, 0);
    const trainable = trainableOf(c, arch);
    const lora = c.lora === undefined ? 0 : loraParams(arch, c.lora.rank, c.lora.modules, c.lora.layers);
    gradient = gradient || trainable > 0 || lora > 0;
    return {
      name: c.name,
      arch,
      dtype: c.dtype,
      trainableDtype: c.trainableDtype ?? 'fp32',
      total,
      trainable,
      lora,
      onGradientPath: gradient,
      tokens: c.tokens,
      instances: c.instances,
      dropout: c.dropout,
      trainableDtypeStated: c.trainableDtype !== undefined,
      ...(c.lora === undefined ? {} : { loraSpec: c.lora }),
      ...(c.attention === undefined ? {} : { attention: c.attention }),
    };
  });
}
