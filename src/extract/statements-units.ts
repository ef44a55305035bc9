/**
 * Quantities printed glued to a scale or a unit, which the number reader leaves out (it reads "7B" as a
 * model size and "13MB" as no number): compute with a scale ("450M FLOPs", "2.5 GFLOPs", "1.2G MACs"),
 * byte sizes ("13MB", "2.1GB"), parameter counts printed bare next to the word ("∼471M v.s. ∼421M" in a
 * sentence about parameters), and settings written as assignments ("max_epoch=50", "lr=3e-4"). Each is
 * a `quantity` with a review line: what it counts is printed, whether it is a claim is the reviewer's. Pure.
 */
import type { DraftItem } from './types.js';

const SCALE: Record<string, number> = { K: 1e3, k: 1e3, M: 1e6, G: 1e9, B: 1e9, T: 1e12 };
const scaled = (n: string, s: string): string => String(Math.round(Number(n) * (SCALE[s] as number)));

/** A sentence that opens by defining a printed token. */
const NOTATION = /^\W{0,3}[\w.`~∼-]{1,20}\W{0,3}:?\s*(?:means|denotes|stands\s+for|refers\s+to)\b/i;

/** `free(at)`: the position is no other claim's (hardware, a change). */
export function unitQuantities(text: string, source: Record<string, unknown>, free: (at: number) => boolean): DraftItem[] {
  const out: DraftItem[] = [];
  // a notation's definition ("2.5G: means the model costs 2.5G FLOPs …", "GF denotes GFLOPs") states no quantity
  if (NOTATION.test(text)) return out;
  const taken: [number, number][] = [];
  const add = (at: number, end: number, fields: Record<string, unknown>, printed: string) => {
    if (!free(at) || taken.some(([a, b]) => at < b && end > a)) return;
    taken.push([at, end]);
    out.push({ section: 'statements', fields: { kind: 'quantity', source, ...fields }, review: ['quantity: check it against the table (the row and column it restates) or drop it', `printed "${printed}"`] });
  };
  // compute: "450M FLOPs", "2.5G FLOPs", "1.2 GMACs", "13.7 GFLOPs"
  for (const m of text.matchAll(/(?<![\w.])[~∼≈]?(\d+(?:\.\d+)?)\s?(?:([KMGT])\s?(FLOPs|FLOPS|Flops|MACs|MACS)|([KMGT])(FLOPs|FLOPS|MACs|MACS|FLOP))\b/g)) {
    const at = m.index ?? 0;
    const prefix = (m[2] ?? m[4]) as string;
    const unit = /mac/i.test(m[3] ?? m[5] ?? '') ? 'MACs' : 'FLOPs';
    add(at, at + m[0].length, { what: unit, value: { n: scaled(m[1] as string, prefix) }, unit }, m[0].trim());
  }
  // byte sizes printed glued: "13MB", "2.1GB", "400MiB" (a GPU's memory is hardware's: "a GPU with >18GB VRAM" is none of these)
  if (!/\b(?:GPUs?|VRAM|memory|RAM)\b/i.test(text)) for (const m of text.matchAll(/(?<![\w.])[~∼≈]?(\d+(?:\.\d+)?)(KB|MB|GB|TB|KiB|MiB|GiB|TiB)\b/g)) {
    const at = m.index ?? 0;
    add(at, at + m[0].length, { what: `size in ${m[2]}`, value: { n: m[1] }, unit: m[2] }, m[0].trim());
  }
  // parameter counts printed bare in a sentence about parameters: "(∼471M v.s. ∼421M)", "about 86M vs. 22M"
  if (/\b(?:parameters?|params)\b/i.test(text)) {
    for (const m of text.matchAll(/(?<=(?:^|[\s(])(?:[~∼≈]\s?|(?:about|approximately|around|roughly|only|vs\.?|v\.s\.|versus)\s+))(\d+(?:\.\d+)?)([KMB])(?![\w-])(?!\s*(?:parameters?|params|tokens|images|examples|samples|pairs|hours|steps)\b)/g)) {
      const at = (m.index ?? 0);
      add(at, at + m[0].length, { what: 'parameters', value: { n: scaled(m[1] as string, m[2] as string) }, unit: 'parameters' }, m[0]);
    }
  }
  // a setting written as an assignment in a sentence that reports a run ("All models were trained with … max_epoch=50"); a bare
  // "lr=3e-4" in a command or a config line is a setting (statements-noise.ts), never "timm==0.4.9" or a URL's "?id=3"
  if (/\b(?:trained|training|fine-?tuned|ran|run|evaluated|tested)\b[^.;]{0,80}\bwith\b/i.test(text)) for (const m of text.matchAll(/(?<![\w./?&=:-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+|lr|epochs?|bs|seed|steps)\s?=\s?(\d+(?:\.\d+)?(?:e-?\d+)?)(?![\w=]|\.\d)/gi)) {
    const at = m.index ?? 0;
    add(at, at + m[0].length, { what: m[1] as string, value: { n: m[2] } }, m[0]);
  }
  return out;
}
