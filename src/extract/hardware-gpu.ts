/**
 * GPUs a sentence says were used, as papers and READMEs of every field print them: "8 A100s",
 * "4 × V100 GPUs", "a single 32G V100", "one NVIDIA H100 80GB GPU", "two Quadro RTX 8000 cards",
 * "8x A100-80GB", "4 Titan V GPUs", "8 Nvidia A100 (40GB) GPUs". A GPU merely named ("We thank
 * NVIDIA for donating an A100", "The V100 results in Table 3 are from [12]") is no claim: the
 * sentence must say something ran, trained or was measured (or be a spec sheet's "GPU (number and
 * type) One NVIDIA A100 40G"). Pure.
 */

export interface GpuMention {
  /** Absent where the sentence counts GPUs without naming them ("we train with 4 GPUs"). */
  readonly name?: string;
  /** What the reader could not settle (a count of nodes, not GPUs). */
  readonly note?: string;
  readonly count: number;
  readonly memoryGB?: string;
  readonly at: number;
  readonly end: number;
  /** Where the count was printed apart from the name ("the A100 cluster … contains 8 GPUs"). */
  readonly countSpan?: readonly [number, number];
}

const WORDS: Record<string, number> = { single: 1, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, six: 6, eight: 8, sixteen: 16 };

/** Data-centre cards whose name says GPU by itself ("on a single H100"). */
const KNOWN = /^(?:NVIDIA\s+)?(?:Tesla\s+)?(?:[AHV]100S?|H[28]00|GH200|B[12]00|A[48]00|A40|A30|A10G?|A[2-6]000|L40S?|L4|T4|P100|P40|K80|M60)$/i;

const COUNT = String.raw`(?:(?<n>\d+|single|one|two|three|four|six|eight|sixteen|an?)\s*(?:[×x]\s*)?\s+|(?<n2>\d+)\s*[×x]\s*)?`;
const MEM_BEFORE = String.raw`(?:(?<mb>\d+)\s*GB?\s+)?`;
const VENDOR = String.raw`(?:(?:NVIDIA|Nvidia|nVidia)\s+)?(?:(?:GeForce|Tesla|Quadro)\s+)?`;
// a GeForce number after the vendor alone ("the NVIDIA 4090 GPU", "GeForce 1080 Ti")
// edge boards ("an NVIDIA Jetson AGX Orin", "Jetson Xavier NX", "Jetson Orin Nano") and TPUs by version ("TPUv4", "TPU v3-8", "Cloud TPU v5e")
const EDGE = String.raw`Jetson(?:\s+(?:AGX|Orin|Xavier|Nano|NX|TX[12]|Thor))+|(?:Cloud\s+)?TPU\s?v[2-6][ep]?(?:-\d+)?(?![\w-])`;
const NAME = String.raw`${EDGE}|(?<=(?:NVIDIA|Nvidia|nVidia|GeForce)\s)[1-5]0[5-9]0(?:\s?Ti\b)?|(?:RTX|GTX|Tesla|Quadro)\s*[A-Z]?\d{2,4}(?:\s?Ti\b|\s?SUPER\b|\w*)|[Tt][Ii][Tt][Aa][Nn]\s+(?:XP|Xp|X|V|RTX|Z|Black)\b|(?:[AHVLPTKMB]\d{1,4}[SG]?|GH200)(?=s?\b)`;
const MEM_AFTER = String.raw`(?:\s*\(\s*(?<ma>\d+)\s*GB\s*\)|[\s-](?<ma2>\d+)\s*GB?\b)?`;
const GPU = new RegExp(String.raw`\b${COUNT}${MEM_BEFORE}(?<name>${VENDOR}(?:${NAME}))s?${MEM_AFTER}(?<gpus>\s+(?:GPUs?|graphics\s+cards?|cards?|accelerators?))?`, 'g');

/** Words that say the hardware was used. */
// (a line labelled as what the results ran on, "Device: a single NVIDIA A100 GPU (80GB)", "Hardware: 8× H100", says so too)
const USED = /^\s*(?:[-*•]\s*)?(?:devices?|hardware|machines?|platforms?|servers?|test(?:ing)?\s+(?:devices?|machines?|platforms?|hardware))\s*:|\b(?:train\w*|reproduc\w*|obtained|(?:same|following|our)\s+(?:hardware|machine|device|platform)|fine-?tun\w*|pre-?train\w*|run|runs|ran|running|use[sd]?|using|utili[sz]\w*|employ\w*|measur\w*|benchmark\w*|conduct\w*|perform\w*|equipped|infer\w*|experiments?|evaluat\w*|tested|deploy\w*|fits?|took|takes?|requir\w*|needs?|comput\w*|decod\w*|hours?|days?|on\s+(?:a|an|one|two|four|eight|\d+)\b|\bfps\b|throughput|latency|\bon\s+(?:NVIDIA\s+|GeForce\s+)?(?:RTX|GTX|Tesla|[AHVLT]\d{1,4}\b)|cluster|node|GPUs?\s*(?:\([^)]*\)\s*)?:?\s+(?:One|Two|Four|Eight|\d+|\w+\s+NVIDIA)\b)/i;

export function gpusIn(text: string): GpuMention[] {
  if (!USED.test(text)) return [];
  const out: GpuMention[] = [];
  for (const m of text.matchAll(GPU)) {
    const g = m.groups ?? {};
    const name = (g.name as string).replace(/\s+/g, ' ').trim();
    const core = name.replace(/^(?:(?:NVIDIA|Nvidia|nVidia|GeForce|Tesla|Quadro)\s+)+/, '');
    // a short letter-digit name (T5, P2, M3) is a GPU only when known or said to be one ("8 L40S GPUs")
    if (/^[AHVLPTKMB]\d{1,4}[SG]?$/i.test(core) && !KNOWN.test(core) && !g.gpus) continue;
    if (!/GPU|graphics|card|NVIDIA|RTX|GTX|Tesla|Quadro|titan|Jetson|TPU/i.test(text) && !KNOWN.test(core)) continue;
    const end = (m.index ?? 0) + m[0].length;
    // no count before the name: "N GPUs" later in the clause ("Each node in the A100 cluster contains 8 GPUs")
    const later = g.n ?? g.n2 ? null : /^[^.;]{0,60}?\b(\d+)\s+GPUs\b/.exec(text.slice(end));
    // "4 A100-80GB nodes (32 GPUs)": the count before the name counts nodes; the GPUs are printed after
    const nodes = g.n ?? g.n2 ? /^\s*(?:nodes|machines|servers)\s*(?:\(\s*(\d+)\s+GPUs\s*\)|,?\s*(?:each\s+)?with\s+(\d+)\s+GPUs\s+each)?/i.exec(text.slice(end)) : null;
    const perNode = nodes?.[1] ?? (nodes?.[2] ? String(Number(g.n ?? g.n2) * Number(nodes[2])) : undefined);
    const n = nodes ? perNode ?? g.n ?? g.n2 : g.n ?? g.n2 ?? later?.[1];
    const count = n ? (WORDS[n.toLowerCase()] ?? Number(n)) : 1;
    if (!(count > 0)) continue;
    const mem = g.ma ?? g.ma2 ?? g.mb;
    const countAt = later ? end + later[0].lastIndexOf(later[1] as string) : -1;
    const note = nodes && !perNode ? `${count} counts nodes ("${text.slice(m.index ?? 0, end + nodes[0].length).trim()}"): set the number of GPUs` : undefined;
    out.push({ name, count, ...(mem ? { memoryGB: mem } : {}), at: m.index ?? 0, end: end + (nodes ? nodes[0].length : 0), ...(later ? { countSpan: [countAt, end + later[0].length] as const } : {}), ...(note ? { note } : {}) });
  }
  if (!out.length) out.push(...unnamedGpus(text));
  return out;
}

/** "we train with 4 GPUs", "on eight 32GB GPUs", "a single GPU": GPUs counted (and their memory printed) but not named. */
function unnamedGpus(text: string): GpuMention[] {
  const out: GpuMention[] = [];
  for (const m of text.matchAll(/(?<![\w.,/-])(?<n>\d{1,4}|single|one|two|three|four|six|eight|sixteen)\s+(?:(?<mem>\d+)\s*GB?\s+)?GPUs?\b(?!\s*(?:hours?|days?|memory|utili[sz]ation|idle|time|kernels?)\b)/gi)) {
    const g = m.groups ?? {};
    const n = g.n as string;
    const count = WORDS[n.toLowerCase()] ?? Number(n);
    if (!(count > 0)) continue;
    // ">=4 GPUs for training", "at least 2 GPUs": what a user needs, not what was used
    if (/(?:>=|≥|>|\bat\s+least|\bminimum\s+of)\s*$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0))) continue;
    out.push({ count, ...(g.mem ? { memoryGB: g.mem } : {}), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  if (!out.length) {
    // "(both run on GPU)", "timed on a GPU", "trained on the GPU": one GPU, neither named nor counted (never "GPUs", "GPU memory", "GPU hours")
    const bare = /\b(?:run|ran|trained|executed|measured|timed|benchmarked|tested|evaluated)\b[^.;:]{0,40}?\bon\s+(?:a\s+|one\s+|the\s+|a\s+single\s+|single\s+)?GPU\b(?![s-]|\s*(?:hours?|days?|memory|utili[sz]ation|time|kernels?|cluster|nodes?)\b)/i.exec(text);
    // an instruction or a recommendation ("You can run the predictors on GPU", "it is recommended to run inference on a GPU") reports no run
    const instruction = bare && /\b(?:can|could|may|might|should|must|to|you|please|recommended|how)\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, (bare.index ?? 0) - 30), bare.index ?? 0));
    if (bare && !instruction) {
      const at = (bare.index ?? 0) + bare[0].search(/GPU$/);
      out.push({ count: 1, note: 'the sentence counts no GPU: one assumed', at, end: at + 3 });
    }
  }
  return out;
}
