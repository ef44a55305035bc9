/** Hardware and training claims of one sentence (GPU, memory, time, batch size, LR, …). Pure. */
import { cpusIn } from './hardware-cpu.js';
import { gpusIn } from './hardware-gpu.js';
import type { DraftItem } from './types.js';

export interface Found {
  readonly items: DraftItem[];
  /** Character ranges of the sentence the items used (their numbers are not quantities too). */
  readonly used: [number, number][];
}

/**
 * Hours (or minutes) OF a dataset are its size, not a training time: "train on the 960 hours of
 * LibriSpeech", "100 hours (train-clean-100)", "500 hours of speech", "a 50-hour corpus".
 */
function dataSize(text: string, at: number, end: number): boolean {
  const after = text.slice(end, end + 60);
  const before = text.slice(Math.max(0, at - 40), at);
  if (/^\s*(?:of\s+(?:training\s+)?(?:on\s+)?)?(?:GPU|TPU|compute|wall|training|fine-?tuning)\b/i.test(after) || /\b(?:for|took|takes|taking|in|within|about|after|requires?|needs?)\s+(?:about\s+|roughly\s+|around\s+|only\s+|just\s+)?$/i.test(before)) return false;
  if (/^\s*(?:of\s+(?:the\s+)?(?:[A-Z][\w-]*|(?:transcribed\s+|labell?ed\s+|untranscribed\s+|unlabell?ed\s+|clean\s+|noisy\s+|read\s+|conversational\s+)?(?:speech|audio|data|recordings?|video|footage|text|transcripts?|corpus|corpora))|\s*\((?:[\w-]*\d[\w-]*|[\w-]*[-_][\w-]*)\))/i.test(after)) return true;
  return /\b(?:train(?:ed|s|ing)?|pre-?train(?:ed|s|ing)?|fine-?tun(?:e|ed|es|ing))\s+on\s+(?:the\s+|about\s+|roughly\s+|some\s+)?$/i.test(before);
}

const EPOCH_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20, thirty: 30, fifty: 50, hundred: 100 };

export function hardwareIn(text: string, source: Record<string, unknown>): Found {
  const items: DraftItem[] = [];
  const used: [number, number][] = [];
  const add = (kind: string, fields: Record<string, unknown>, m: RegExpMatchArray, review: string[] = []) => {
    items.push({ section: 'hardware', fields: { kind, ...fields, source }, review: [`${kind} read from the sentence: check value and scope (dataset, model)`, ...review] });
    used.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  for (const g of gpusIn(text)) {
    const span = Object.assign([text.slice(g.at, g.end)], { index: g.at }) as RegExpMatchArray;
    add('gpu', { ...(g.name ? { gpu: g.name } : {}), count: g.count, ...(g.memoryGB ? { memoryGB: { n: g.memoryGB } } : {}) }, span, [...(g.name ? [] : ['the sentence does not name the GPU model']), ...(g.note ? [g.note] : [])]);
    if (g.countSpan) used.push([g.countSpan[0], g.countSpan[1]]);
  }
  for (const c of cpusIn(text)) {
    const span = Object.assign([text.slice(c.at, c.end)], { index: c.at }) as RegExpMatchArray;
    add('cpu', { ...(c.cpu ? { cpu: c.cpu } : {}), ...(c.machine ? { machine: c.machine } : {}), ...(c.cores ? { cores: { n: String(c.cores) } } : {}), ...(c.memoryGB ? { memoryGB: { n: c.memoryGB } } : {}) }, span, [...(c.cpu ? [] : ['the sentence does not name the processor']), ...(c.note ? [c.note] : [])]);
  }
  const free = (i: number) => !used.some(([a, b]) => i >= a && i < b);
  if (/memory/i.test(text))
    for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(GB|GiB|MB)\b/g)) if (free(m.index ?? 0)) add('gpu-memory', { value: { n: m[1] }, unit: m[2] }, m);
  if (/train|convergen|fine-?tun/i.test(text))
    for (const m of text.matchAll(/(?<![\d.,])(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?|days?)\b/gi)) {
      if (dataSize(text, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
      const u = (m[2] as string).toLowerCase();
      add('training-time', { value: { n: m[1] }, unit: u.startsWith('h') ? 'hours' : u.startsWith('m') ? 'minutes' : 'days' }, m);
    }
  for (const m of text.matchAll(/batch[- ]sizes?\s*(?:of|to|is|=|as|was|were|set to)?\s*(\d+)\b/gi)) add('batch-size', { value: { n: m[1] } }, m);
  // "1e-4", and in scientific notation as PDFs print it: "3 × 10−5", "2.0 × 10 −4", "1×10^-4" (never the mantissa alone)
  for (const m of text.matchAll(/learning[- ]rates?\s*(?:(?:is\s+|was\s+)?set\s+to|of|to|is|=|as|was)?\s*(\d+(?:\.\d+)?(?:e-?\d+)?)(?:\s*[×x]\s*10\s*\^?\s*\(?\s*([-−–])\s*(\d+)\)?)?(?!\d|\.\d|\s*[×x])/gi))
    add('learning-rate', { value: { n: m[3] ? `${m[1]}e-${m[3]}` : m[1] } }, m, m[3] ? [`printed "${m[0].replace(/^learning[- ]rates?\s*(?:(?:is\s+|was\s+)?set\s+to|of|to|is|=|as|was)?\s*/i, '')}"`] : []);
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([KkM])?\s*(?:training\s+)?(?:iterations|iters|steps)\b/g)) {
    const mult = m[2] ? (m[2].toLowerCase() === 'k' ? 1000 : 1e6) : 1;
    const n = Math.round(Number((m[1] as string).replace(/,/g, '')) * mult);
    if (n > 0) add('iterations', { value: { n: String(n) } }, m, m[2] || (m[1] as string).includes(',') ? [`printed "${m[0]}"`] : []);
  }
  // "for 30 epochs", "for two epochs"
  for (const m of text.matchAll(/(?<![\d.,])(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred)\s*(?:training\s+)?epochs?\b/gi)) {
    const n = EPOCH_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
    if (n > 0 && (/epochs/i.test(m[0]) || n === 1)) add('epochs', { value: { n: String(n) } }, m, /^\d/.test(m[1]!) ? [] : [`printed "${m[0]}"`]);
  }
  const lora = /LoRA[^.]*?\brank\s*(?:of\s*|=\s*|r\s*=\s*)?(\d+)|\brank[- ](\d+)\s+LoRA/i.exec(text);
  if (lora) add('lora-rank', { value: { n: lora[1] ?? lora[2] } }, lora);
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*%\s*of\s+(?:all\s+|the\s+)?(?:model\s+|trainable\s+|total\s+)?parameters/gi)) add('parameter-fraction', { value: { n: m[1] } }, m);
  if (/LoRA|adapter|adaptation weights/i.test(text))
    for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(MB|MiB|GB)\s*(?:file|adapter|checkpoint)/g)) if (free(m.index ?? 0)) add('adapter-size', { value: { n: m[1] }, unit: m[2] }, m);
  // "The head and layer numbers … are set to 8 and 2", "hidden size … set to 512 and 300", "layer number of 2, 1, 3, and 2".
  // "a hidden size of 512", "hidden dimension = 768": the number right after the name
  let direct = false;
  for (const m of text.matchAll(/\b(hidden (?:size|dimension)|(?:word )?embedding (?:size|dimension))\s*(?:of|=|is|:)\s*(\d+)\b/gi)) {
    add('hidden-size', { value: { n: m[2] } }, m);
    direct = true;
  }
  const parts = direct ? [] : [...text.matchAll(/\b(head|layer|hidden size|word embedding size|embedding size)s?(?:\s+numbers?)?/gi)].map((m) => (m[1] as string).toLowerCase());
  const setTo = /(?:set to|set as|setting (?:the \w+ number )?as|number of|numbers? as|are|is)\s+((?:\d+(?:,\s*|\s*,?\s*and\s+|\s+))*\d+)\b(?![.,]\d)/i.exec(text);
  if (parts.length && setTo && !/\d\s*%/.test(setTo[1] as string) && ![...(setTo[1] as string).matchAll(/\d+/g)].some((x) => Number(x[0]) === 0)) {
    const nums = [...(setTo[1] as string).matchAll(/\d+/g)].map((x) => x[0]);
    const kindOf = (p: string) => (p === 'head' ? 'heads' : p === 'layer' ? 'layers' : 'hidden-size');
    if (parts.length === nums.length) nums.forEach((n, i) => add(kindOf(parts[i] as string), { value: { n }, part: parts[i] }, setTo, ['`part` is the word printed; name the module']));
    else if (parts.length === 1) nums.forEach((n, i) => add(kindOf(parts[0] as string), { value: { n } }, setTo, [`value ${i + 1} of ${nums.length}: which dataset or module it is for is not resolved`]));
  }
  if (/mixed[- ]precision|\bfp16\b|\bbf16\b|\bAMP\b/i.test(text)) {
    const m = /mixed[- ]precision|\bfp16\b|\bbf16\b|\bAMP\b/i.exec(text) as RegExpExecArray;
    add('mixed-precision', { value: { b: true } }, m, ['check that the sentence says mixed precision was used (not merely mentioned)']);
  }
  return { items, used };
}
