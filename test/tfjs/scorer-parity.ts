/**
 * The released-code fixture (test/fixtures/scorer-parity, written by scripts/scorer-parity-fixture.py)
 * and the explicit mapping from the released PyTorch parameter names to ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURE_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'scorer-parity');

export interface Arr {
  readonly shape: number[];
  readonly data: Float32Array;
}

export interface Fixture {
  readonly index: {
    readonly source: { readonly commit: string };
    readonly settings: {
      readonly dims: { channels: number; grid: number; hidden: number; heads: number; layers: number; word_dim: number; vocab: number; seq_length: number; batch: number };
      readonly optimizer: { lr: number };
      readonly lambda_sim: number;
      readonly lambda_cycle: number;
    };
    readonly parameter_counts: Record<string, number>;
    readonly variants: Record<string, { terms: string[]; losses: Record<string, number>; params_without_grad: string[] }>;
  };
  get(name: string): Arr;
  has(name: string): boolean;
  /** Released parameter names, in the released order. */
  readonly parameters: string[];
}

export function loadFixture(dir = FIXTURE_DIR): Fixture {
  const index = JSON.parse(readFileSync(path.join(dir, 'fixture.json'), 'utf8')) as Fixture['index'] & { arrays: Record<string, { shape: number[]; offset: number }> };
  const bin = readFileSync(path.join(dir, 'fixture.bin'));
  const all = new Float32Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength));
  const get = (name: string): Arr => {
    const a = index.arrays[name];
    if (!a) throw new Error(`fixture has no array ${name}`);
    const n = a.shape.reduce((x, y) => x * y, 1);
    return { shape: a.shape, data: all.subarray(a.offset, a.offset + n) };
  };
  const parameters = Object.keys(index.arrays)
    .filter((k) => k.startsWith('weight/'))
    .map((k) => k.slice('weight/'.length));
  return { index, get, has: (n) => n in index.arrays, parameters };
}

/** How a released tensor becomes ours. */
export type Transform =
  | { kind: 'same' }
  /** nn.Linear / 1×1 Conv2d weight [out, in(, 1, 1)] → our [in, out]. */
  | { kind: 'transpose' }
  /** Embedding rows [0, rows): the released position tables have 14 rows whatever the grid. */
  | { kind: 'rows'; rows: number }
  /** nn.MultiheadAttention in_proj_weight [3D, D]: part `part` (q 0, k 1, v 2), transposed. */
  | { kind: 'inProj'; part: number };

export interface Mapping {
  readonly ours: string;
  readonly transform: Transform;
}

const T: Transform = { kind: 'transpose' };
const SAME: Transform = { kind: 'same' };

function linear(ours: string): Record<string, Mapping> {
  return { weight: { ours: `${ours}.w`, transform: T }, bias: { ours: `${ours}.b`, transform: SAME } };
}
function norm(ours: string): Record<string, Mapping> {
  return { weight: { ours: `${ours}.gamma`, transform: SAME }, bias: { ours: `${ours}.beta`, transform: SAME } };
}
const ATT = { query: 'q', key: 'k', value: 'v' } as const;

/** The released name → our name(s) and transform; an in_proj weight maps to three of ours. */
export function mapParameter(name: string, grid: number): Mapping[] {
  const m = (map: Record<string, Mapping>, suffix: string): Mapping[] => {
    const hit = map[suffix];
    if (!hit) throw new Error(`no mapping for ${name}`);
    return [hit];
  };
  let r: RegExpMatchArray | null;
  if ((r = name.match(/^change_detector\.img\.0\.(weight|bias)$/))) return m(linear('enc.proj'), r[1] as string);
  if ((r = name.match(/^change_detector\.(w|h)_embedding\.weight$/))) return [{ ours: `enc.pos_${r[1]}`, transform: { kind: 'rows', rows: grid } }];
  if ((r = name.match(/^change_detector\.scorer\.(\d+)\.attention\.(query|key|value)\.(weight|bias)$/)))
    return m(linear(`enc.${r[1]}.${ATT[r[2] as keyof typeof ATT]}`), r[3] as string);
  if ((r = name.match(/^change_detector\.scorer\.(\d+)\.attention\.layer_norm\.(weight|bias)$/))) return m(norm(`enc.${r[1]}.norm`), r[2] as string);
  if ((r = name.match(/^change_detector\.scorer\.(\d+)\.attention\.logit_scale$/))) return [{ ours: `enc.${r[1]}.logit_scale`, transform: SAME }];
  if ((r = name.match(/^change_detector\.embed_fc\.0\.(weight|bias)$/))) return m(linear('enc.fuse'), r[1] as string);
  if (name === 'speaker.core.embed.weight') return [{ ours: 'dec.words', transform: SAME }];
  if ((r = name.match(/^speaker\.core\.fc\.0\.(weight|bias)$/))) return m(linear('dec.in'), r[1] as string);
  if ((r = name.match(/^speaker\.core\.fc\.2\.(weight|bias)$/))) return m(norm('dec.in_norm'), r[1] as string);
  if ((r = name.match(/^speaker\.core\.layer\.(\d+)\.(self_attention|dec_enc_attention)\.(query|key|value)\.(weight|bias)$/)))
    return m(linear(`dec.${r[1]}.${r[2] === 'self_attention' ? 'self' : 'cross'}.${ATT[r[3] as keyof typeof ATT]}`), r[4] as string);
  if ((r = name.match(/^speaker\.core\.layer\.(\d+)\.(norm1|norm2)\.(weight|bias)$/))) return m(norm(`dec.${r[1]}.${r[2]}`), r[3] as string);
  if ((r = name.match(/^speaker\.core\.layer\.(\d+)\.hidden_intermediate\.dense\.(weight|bias)$/))) return m(linear(`dec.${r[1]}.ff_in`), r[2] as string);
  if ((r = name.match(/^speaker\.core\.layer\.(\d+)\.output\.dense\.(weight|bias)$/))) return m(linear(`dec.${r[1]}.ff_out`), r[2] as string);
  if ((r = name.match(/^speaker\.core\.layer\.(\d+)\.output\.LayerNorm\.(weight|bias)$/))) return m(norm(`dec.${r[1]}.norm3`), r[2] as string);
  if ((r = name.match(/^speaker\.logit\.(weight|bias)$/))) return m(linear('dec.head'), r[1] as string);
  if ((r = name.match(/^generator\.conv1\.(weight|bias)$/))) return m(linear('cbr.conv1'), r[1] as string);
  if (name === 'generator.mh_att.in_proj_weight') return ['q', 'k', 'v'].map((p, part) => ({ ours: `cbr.att.${p}.w`, transform: { kind: 'inProj', part } }));
  if (name === 'generator.mh_att.out_proj.weight') return [{ ours: 'cbr.att.out.w', transform: T }];
  if ((r = name.match(/^generator\.conv2\.0\.(weight|bias)$/))) return m(linear('cbr.conv2'), r[1] as string);
  if ((r = name.match(/^generator\.contra\.(query|key)\.(weight|bias)$/))) return m(linear(`cbr.match.${r[1] === 'query' ? 'q' : 'k'}`), r[2] as string);
  if (name === 'generator.contra.logit_scale') return [{ ours: 'cbr.logit_scale', transform: SAME }];
  throw new Error(`no mapping for released parameter ${name}`);
}

/** The released array in our layout. */
export function toOurs(a: Arr, t: Transform): Arr {
  switch (t.kind) {
    case 'same':
      return a;
    case 'rows': {
      const cols = a.shape[1] ?? 0;
      return { shape: [t.rows, cols], data: a.data.slice(0, t.rows * cols) };
    }
    case 'transpose':
    case 'inProj': {
      const out = a.shape[0] ?? 0;
      const inDim = a.data.length / out;
      const rows = t.kind === 'inProj' ? out / 3 : out;
      const first = t.kind === 'inProj' ? t.part * rows : 0;
      const data = new Float32Array(rows * inDim);
      for (let o = 0; o < rows; o++) for (let i = 0; i < inDim; i++) data[i * rows + o] = a.data[(first + o) * inDim + i] as number;
      return { shape: [inDim, rows], data };
    }
  }
}

/** NCHW features [B, C, G, G] → our [B, G·G, C] (row-major cells). */
export function featuresToOurs(a: Arr): Arr {
  const [b, c, g1, g2] = a.shape as [number, number, number, number];
  const l = g1 * g2;
  const data = new Float32Array(b * l * c);
  for (let n = 0; n < b; n++) for (let ch = 0; ch < c; ch++) for (let p = 0; p < l; p++) data[(n * l + p) * c + ch] = a.data[(n * c + ch) * l + p] as number;
  return { shape: [b, l, c], data };
}

/** Largest |x − ref| over the largest |ref| of a tensor (0 when both are all zero). */
export function relativeDifference(x: ArrayLike<number>, ref: ArrayLike<number>): number {
  if (x.length !== ref.length) throw new Error(`length ${x.length} ≠ ${ref.length}`);
  let diff = 0;
  let scale = 0;
  for (let i = 0; i < ref.length; i++) {
    diff = Math.max(diff, Math.abs((x[i] as number) - (ref[i] as number)));
    scale = Math.max(scale, Math.abs(ref[i] as number));
  }
  return scale === 0 ? diff : diff / scale;
}
