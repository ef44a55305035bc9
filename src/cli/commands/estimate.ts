/** `audit estimate`: analytic GPU memory / time of a model described by presets or by a claim-file config. */
import { UsageError } from '../../core/errors.js';
import { statSync } from 'node:fs';
import { defaultClaimsDir, loadClaimFile, loadClaimsDir } from '../../claims/load.js';
import { describeModel } from '../../estimate/describe.js';
import { estimate } from '../../estimate/estimate.js';
import { estimateJson, formatEstimate } from '../../estimate/format.js';
import { GIB } from '../../estimate/memory.js';
import { ARCH_PRESETS, GPU_PRESETS, presetsOfKind } from '../../estimate/presets.js';
import type { ModelDescription } from '../../claims/configs/estimate.js';
import { positiveInt } from '../args.js';
import type { CliCommand } from './types.js';
import { applyOverrides, parseAssignments } from '../../estimate/overrides.js';
import type { Overrides } from '../../estimate/overrides.js';
import { overridesLabel } from '../../estimate/calibration.js';

const list = (s: string | undefined): string[] => (s === undefined ? [] : s.split(',').map((x) => x.trim()).filter((x) => x !== ''));

/** An estimate config from a claim file, or from every claim file of a folder (default: the claims folder). */
function fromClaims(where: string, id: string | undefined): { d: ModelDescription; title: string } {
  const files = statSync(where, { throwIfNoEntry: false })?.isDirectory() ? loadClaimsDir(where) : [loadClaimFile(where)];
  const configs = files.flatMap((f) => f.data.configs.flatMap((c) => (c.runner === 'estimate' ? [{ c, paper: f.data.paper.id }] : [])));
  const hit = id === undefined && configs.length === 1 ? configs[0] : configs.find((x) => x.c.id === id);
  if (hit === undefined) {
    throw new UsageError(`${where}: ${id === undefined ? 'name one estimate config with --config' : `no estimate config '${id}'`}; estimate configs: ${configs.map((x) => x.c.id).join(', ') || 'none'}`);
  }
  return { d: hit.c, title: `${hit.paper} · ${hit.c.id}: ${hit.c.description.replace(/\s+/g, ' ').trim()}` };
}

const COMPONENTS = ['llm', 'vision', 'qformer', 'cnn'] as const;
const FLAG_OF: Record<(typeof COMPONENTS)[number], string> = { llm: '--model', vision: '--vision', qformer: '--qformer', cnn: '--cnn' };

/**
 * The flag-level checks describeModel cannot phrase in the user's terms: GPU preset, component
 * names of --lora-on/--train (and that the component is described), counts. Throws a UsageError
 * naming the flag.
 */
function checkFlags(args: Record<string, unknown>): void {
  for (const k of ['batch', 'images', 'text-tokens'] as const) positiveInt(k, args[k] as number);
  positiveInt('lora-rank', args['lora-rank'] as number | undefined);
  positiveInt('steps', args.steps as number | undefined);
  const gpu = args.gpu as string | undefined;
  if (gpu !== undefined && GPU_PRESETS[gpu] === undefined) throw new UsageError(`--gpu ${gpu}: unknown GPU preset; expected one of ${Object.keys(GPU_PRESETS).join(', ')}`);
  const given = new Set(COMPONENTS.filter((c) => args[c === 'llm' ? 'model' : c] !== undefined));
  const components = (flag: string, names: readonly string[]) => {
    for (const n of names) {
      if (!(COMPONENTS as readonly string[]).includes(n)) throw new UsageError(`--${flag} ${n}: unknown component; expected ${COMPONENTS.join(', ')}`);
      if (!given.has(n as (typeof COMPONENTS)[number])) throw new UsageError(`--${flag} ${n}: the model has no ${n} (add ${FLAG_OF[n as (typeof COMPONENTS)[number]]})`);
    }
  };
  if (args['lora-rank'] !== undefined) components('lora-on', list(args['lora-on'] as string));
  else if (args['lora-on'] !== 'llm') throw new UsageError('--lora-on needs --lora-rank (the LoRA rank)');
  components('train', list(args.train as string | undefined).map((t) => t.split(':')[0]!));
}

function fitLine(low: number, expected: number, high: number, gpu: string | undefined): string | undefined {
  const p = gpu === undefined ? undefined : GPU_PRESETS[gpu];
  if (p === undefined) return undefined;
  const [lo, hi] = [low / GIB, high / GIB];
  const verdict = lo > p.memoryGiB ? 'no' : hi > p.memoryGiB ? 'only at the low end' : 'yes';
  return `fits on one ${p.name} (${p.memoryGiB} GiB): ${verdict} (estimate ${lo.toFixed(1)}–${hi.toFixed(1)} GiB, expected ${(expected / GIB).toFixed(1)} GiB)`;
}

/** The what-if overrides a --config run takes: only the flags the user gave (yargs defaults --batch to 1, so look at argv). */
function whatIf(args: Record<string, unknown>): Overrides {
  const given = (flag: string): boolean => process.argv.some((a) => a === `--${flag}` || a.startsWith(`--${flag}=`));
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);
  const o: { batch?: number; layers?: Record<string, number>; tokens?: Record<string, number>; loraRank?: number } = {};
  if (given('batch')) o.batch = Number(args.batch);
  if (args.layers !== undefined) o.layers = parseAssignments('layers', strings(args.layers));
  if (args.tokens !== undefined) o.tokens = parseAssignments('tokens', strings(args.tokens));
  if (args['lora-rank'] !== undefined) o.loraRank = Number(args['lora-rank']);
  return o;
}

export const estimateCommand: CliCommand = {
  command: 'estimate',
  describe: 'Analytic GPU memory and training-time estimate of a described model (no GPU needed)',
  builder: (y) =>
    y
      // every preset of src/estimate/presets.ts is one of these flags' choices (--list-presets lists them)
      .option('model', { type: 'string', describe: `Decoder-only LLM preset (${presetsOfKind('decoder-llm').join(', ')})` })
      .option('vision', { type: 'string', describe: `ViT image encoder preset (${presetsOfKind('vit').join(', ')})` })
      .option('qformer', { type: 'string', describe: `Q-Former preset (${presetsOfKind('qformer').join(', ')})` })
      .option('cnn', { type: 'string', describe: `ResNet image encoder preset, one per image, frozen unless --train cnn (${presetsOfKind('resnet').join(', ')})` })
      .option('images', { type: 'number', default: 1, describe: 'Images per sample (2 for a before/after pair)' })
      .option('text-tokens', { type: 'number', default: 64, describe: 'Text tokens per sample into the LLM (prompt + caption)' })
      .option('batch', { type: 'number', default: 1, describe: 'Samples per step' })
      .option('dtype', { type: 'string', default: 'fp16', choices: ['fp32', 'fp16', 'bf16', 'int8', 'int4'], describe: 'Storage of frozen weights' })
      .option('optimizer', { type: 'string', default: 'adamw', choices: ['adamw', 'adam', 'sgd', 'sgd-momentum', 'adafactor'] })
      .option('lora-rank', { type: 'number', describe: 'LoRA rank' })
      .option('lora-modules', { type: 'string', default: 'q,k,v', describe: 'LoRA target modules (q,k,v,o,cross-q,…,fc1,fc2,gate,up,down)' })
      .option('lora-on', { type: 'string', default: 'llm', describe: 'Components with LoRA: llm,vision,qformer' })
      .option('train', { type: 'string', describe: 'Trained components: llm,vision,qformer,cnn (all of it) or vision:cross-attention+mlp (named parts)' })
      .option('mixed-precision', { type: 'boolean', default: true, describe: 'Autocast (16-bit activations); --no-mixed-precision for fp32' })
      .option('checkpointing', { type: 'boolean', default: false, describe: 'Activation checkpointing per layer' })
      .option('flash', { type: 'boolean', default: false, describe: 'Flash/memory-efficient attention (no s² tensors kept)' })
      .option('gpu', { type: 'string', describe: `GPU preset for the fit verdict and time (${Object.keys(GPU_PRESETS).join(', ')})` })
      .option('steps', { type: 'number', describe: 'Training steps (with --gpu: time estimate)' })
      .option('claims', { type: 'string', describe: 'Claim file or folder holding the runner: estimate config (default: the claims folder)' })
      .option('config', { type: 'string', describe: 'Id of a runner: estimate config of the claim files' })
      .option('layers', { type: 'string', array: true, describe: 'With --config: what-if layer count of a component, COMPONENT=N (repeatable)' })
      .option('tokens', { type: 'string', array: true, describe: 'With --config: what-if tokens per instance of a component, COMPONENT=N (repeatable)' })
      .option('list-presets', { type: 'boolean', default: false, describe: 'List architecture and GPU presets' })
      .option('json', { type: 'boolean', default: false, describe: 'Machine-readable output' })
      // SSGPA's setup is its claim-file config (a fusion ViT in fp32, eager attention): on one RTX 3090 it does not fit, as its finding says
      .example('$0 estimate --config ssgpa-vit-memory --gpu rtx-3090', "SSGPA's ViT setup as its code runs it, on one RTX 3090 (it does not fit)")
      .example('$0 estimate --model vicuna-7b --vision eva-vit-g --images 2 --batch 2 --gpu rtx-3090', 'a frozen Vicuna-7B reading an image pair through EVA-ViT-g: lighter than SSGPA (no fusion ViT, no eager attention)')
      .example('$0 estimate --model vicuna-7b --cnn resnet-101 --vision eva-vit-g --images 2', 'a ResNet-101 beside the ViT on each image')
      .example('$0 estimate --claims claims/blip2idc.yaml --config blip2idc-lora --json', 'a config from a claim file')
      .example('$0 estimate --config ssgpa-vit-memory --batch 1 --tokens llm=606', 'what-if: the same config at batch 1 with 606 LLM tokens'),
  handler: async (args) => {
    if (args['list-presets'] === true) {
      const lines = Object.entries(ARCH_PRESETS).map(([k, a]) => `${k.padEnd(22)} ${a.kind}`);
      lines.push('', ...Object.entries(GPU_PRESETS).map(([k, g]) => `${k.padEnd(22)} ${g.name}, ${g.memoryGiB} GiB, ${g.tflops16} TFLOPS (16-bit)`));
      process.stdout.write(`${lines.join('\n')}\n`);
      return 0;
    }
    let d: ModelDescription;
    let title: string;
    if (args.claims !== undefined || args.config !== undefined) {
      ({ d, title } = fromClaims(args.claims === undefined ? defaultClaimsDir() : String(args.claims), args.config === undefined ? undefined : String(args.config)));
      const o = whatIf(args);
      if (Object.keys(o).length > 0) {
        d = applyOverrides(d, o);
        title += ` — what-if: ${overridesLabel(o)}`;
      }
    } else {
      if (args.layers !== undefined || args.tokens !== undefined) throw new UsageError('--layers and --tokens change a claim-file config: give --config ID (or describe the model with --model/--vision/--text-tokens)');
      checkFlags(args);
      d = describeModel({
        model: args.model,
        vision: args.vision,
        qformer: args.qformer,
        cnn: args.cnn,
        images: args.images,
        textTokens: args['text-tokens'],
        batch: args.batch,
        dtype: args.dtype,
        optimizer: args.optimizer,
        loraRank: args['lora-rank'],
        loraModules: list(args['lora-modules']),
        loraOn: list(args['lora-on']),
        train: list(args.train),
        mixedPrecision: args['mixed-precision'],
        checkpointing: args.checkpointing,
        flash: args.flash,
        gpu: args.gpu,
        steps: args.steps,
      });
      title = [args.model, args.cnn, args.vision, args.qformer].filter((x) => x !== undefined).join(' + ') + `, batch ${args.batch}`;
    }
    const e = estimate(d);
    const fit = fitLine(e.memory.low, e.memory.expected, e.memory.high, args.gpu ?? d.time?.gpu);
    if (args.json === true) process.stdout.write(`${JSON.stringify({ title, ...estimateJson(e), ...(fit === undefined ? {} : { fit }) }, null, 2)}\n`);
    else process.stdout.write(`${formatEstimate(e, title)}${fit === undefined ? '' : `\n\n${fit}`}\n`);
    return 0;
  },
};
