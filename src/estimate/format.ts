/** The estimate for people (terminal) and for machines (JSON-ready object). Pure. */
import type { Estimate } from './estimate.js';
import { GIB } from './memory.js';

const gib = (b: number): string => (b / GIB).toFixed(2);
const count = (n: number): string => n.toLocaleString('en-US');
const hours = (s: number): string => (s / 3600).toFixed(1);

export function formatEstimate(e: Estimate, title: string): string {
  const lines: string[] = [title, ''];
  lines.push('parameters');
  for (const c of e.components) {
    const extra = [c.trainable > 0 ? `${count(c.trainable)} trainable` : '', c.lora > 0 ? `+${count(c.lora)} LoRA` : ''].filter((s) => s !== '').join(', ');
    lines.push(`  ${c.name.padEnd(14)} ${count(c.total).padStart(15)}  ${c.dtype}${extra === '' ? '' : `  (${extra})`}`);
  }
  lines.push(`  ${'total'.padEnd(14)} ${count(e.params.total + e.params.lora).padStart(15)}  trains ${(e.trainableFraction * 100).toFixed(3)}%`);
  if (e.params.lora > 0) lines.push(`  LoRA adapter: ${count(e.params.lora)} parameters = ${(e.loraFraction * 100).toFixed(3)}%, file ${(e.adapterBytes[0] / 1e6).toFixed(1)} MB (fp16) – ${(e.adapterBytes[1] / 1e6).toFixed(1)} MB (fp32)`);
  const w = Math.max(34, ...e.memory.terms.map((t) => t.name.length));
  lines.push('', `${'GPU memory per training step (GiB)'.padEnd(w + 2)} ${'low'.padStart(7)}  ${'expected'.padStart(8)}  ${'high'.padStart(7)}`);
  for (const t of e.memory.terms) lines.push(`  ${t.name.padEnd(w)} ${gib(t.low).padStart(7)}  ${gib(t.expected).padStart(8)}  ${gib(t.high).padStart(7)}`);
  lines.push(`  ${'total (what nvidia-smi shows at the peak)'.padEnd(w)} ${gib(e.memory.low).padStart(7)}  ${gib(e.memory.expected).padStart(8)}  ${gib(e.memory.high).padStart(7)}`);
  if (e.time !== undefined) {
    lines.push('', `training time on ${e.time.gpu} (${e.time.peakTflops} TFLOPS peak, ${e.time.steps} steps × ${(e.time.flopsPerStep / 1e12).toFixed(2)} TFLOP)`);
    lines.push(`  ${hours(e.time.seconds[0])}–${hours(e.time.seconds[1])} hours at ${(e.time.utilization[1] * 100).toFixed(0)}–${(e.time.utilization[0] * 100).toFixed(0)}% utilisation`);
  }
  lines.push('', 'assumptions');
  for (const a of e.assumptions) lines.push(`  - ${a}`);
  return lines.join('\n');
}

/** A JSON-ready record: bytes and seconds as numbers, GiB and hours beside them for people. */
export function estimateJson(e: Estimate): Record<string, unknown> {
  return {
    params: e.params,
    trainableFraction: e.trainableFraction,
    loraFraction: e.loraFraction,
    adapterBytes: { fp16: e.adapterBytes[0], fp32: e.adapterBytes[1], ...(e.adapterStoredBytes === undefined ? {} : { stored: e.adapterStoredBytes }) },
    loraOfBase: e.loraOfBase,
    components: e.components.map((c) => ({ name: c.name, kind: c.arch.kind, dtype: c.dtype, layers: 'layers' in c.arch ? c.arch.layers : undefined, tokens: c.tokens, total: c.total, trainable: c.trainable, lora: c.lora, ...(c.loraSpec === undefined ? {} : { loraRank: c.loraSpec.rank, loraModules: c.loraSpec.modules }), onGradientPath: c.onGradientPath })),
    memory: {
      lowBytes: e.memory.low,
      expectedBytes: e.memory.expected,
      highBytes: e.memory.high,
      lowGiB: e.memory.low / GIB,
      expectedGiB: e.memory.expected / GIB,
      highGiB: e.memory.high / GIB,
      terms: e.memory.terms.map((t) => ({ name: t.name, lowBytes: t.low, expectedBytes: t.expected, highBytes: t.high, lowGiB: t.low / GIB, expectedGiB: t.expected / GIB, highGiB: t.high / GIB })),
    },
    ...(e.time === undefined ? {} : { time: { ...e.time, hours: [e.time.seconds[0] / 3600, e.time.seconds[1] / 3600] } }),
    assumptions: e.assumptions,
  };
}

/** One line for run logs: the memory range, and the time range when estimated. */
export function summaryLine(id: string, e: Estimate): string {
  const time = e.time === undefined ? '' : `, ${hours(e.time.seconds[0])}–${hours(e.time.seconds[1])} h on ${e.time.gpu}`;
  return `${id}: ${gib(e.memory.low)}–${gib(e.memory.high)} GiB (expected ${gib(e.memory.expected)}) per training step${time}; ${count(e.params.total + e.params.lora)} parameters, ${(e.trainableFraction * 100).toFixed(3)}% trained`;
}
