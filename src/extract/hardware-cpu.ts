/**
 * CPU machines a sentence says a run used, as papers and READMEs print them: "obtained on a 11th Gen
 * Intel(R) Core(TM) i7-11800H @ 2.30GHz", "executed on a laptop with an Intel i7-10710U", "run on a
 * laptop computer with 2.5GHz quad cores and 6Gib memory", "Using a `c5d.24xlarge` instance (96 CPU,
 * 192 GB RAM)", "on an AMD EPYC 7742 64-Core Processor", "on an Apple M2 Max". A processor merely
 * named ("CPU–GPU synchronization", "Intel Labs", "supports AMD and Intel CPUs") or what a user may
 * do ("you can run it on an Intel i5") is no claim: the sentence names a processor model, a cloud
 * instance, or a laptop/desktop with its cores or memory, and says something ran on it. Pure.
 */

export interface CpuMention {
  readonly cpu?: string;
  readonly machine?: string;
  readonly cores?: number;
  readonly memoryGB?: string;
  readonly at: number;
  readonly end: number;
  /** What the reader could not settle (cores read from a vCPU count). */
  readonly note?: string;
}

/** Processor models by vendor and family: Intel Core / Xeon (with the ® and ™ marks PDFs keep), AMD Ryzen / EPYC / Threadripper, Apple M-series. */
const INTEL = String.raw`(?:\d+(?:st|nd|rd|th)\s+Gen(?:eration)?\s+)?Intel\s*(?:\((?:R|r)\)|®)?\s+(?:(?:Core|Xeon|Celeron|Pentium|Atom)\s*(?:\((?:TM|tm|R)\)|™|®)?\s*(?:(?:CPU|Gold|Silver|Platinum|Bronze|W|Ultra|Max|Scalable)\s+)*(?:i[3579]-?\s?\d{3,5}[A-Za-z]{0,3}|[A-Z]?\d?-?\d{4,5}[A-Za-z]{0,3}(?:\s+v\d)?|i[3579])?|i[3579]-?\d{3,5}[A-Za-z]{0,3}|i[3579]\b)`;
const AMD = String.raw`AMD\s+(?:Ryzen(?:\s+Threadripper)?|EPYC|Threadripper|Opteron)(?:\s+(?:PRO|Pro))?(?:\s+[3579](?=\s+\d))?(?:\s+[A-Z]?\d{3,5}[A-Za-z]{0,3}\d?)?(?:\s+\d+-Core)?`;
const APPLE = String.raw`Apple\s+M[1-4](?:\s+(?:Pro|Max|Ultra))?`;
/** A model printed without its vendor ("an i7-10710U", "Xeon Gold 6248", "Ryzen 9 5950X", "EPYC 7763"). */
const BARE = String.raw`(?<![\w-])(?:Core\s+)?i[3579]-\d{4,5}[A-Za-z]{0,3}|Xeon\s+(?:(?:Gold|Silver|Platinum|Bronze|W|E[357])[\s-]+)?[A-Z]?-?\d{4,5}[A-Za-z]{0,3}(?:\s+v\d)?|Ryzen\s+[3579]\s+\d{4}[A-Za-z]{0,3}|EPYC\s+\d{4}[A-Za-z]?`;
const SPEED = String.raw`(?:\s+(?:CPU|processor|Processor))?(?:\s*@\s*\d+(?:\.\d+)?\s*GHz)?`;
const MODEL = new RegExp(String.raw`(?:${INTEL}|${AMD}|${APPLE}|${BARE})${SPEED}`, 'g');

/** A cloud machine type: AWS ("c5d.24xlarge", "m5.large", "g4dn.xlarge" is a GPU box but still a machine), GCP ("n2-standard-32", "c2-highcpu-16"). */
const INSTANCE = /(?<![\w.-])(?:[a-z]\d[a-z]{0,3}\.(?:\d{1,2})?x?large|[a-z]\d[a-z]?-(?:standard|highcpu|highmem)-\d+)(?![\w.-])/;
const MACHINE = /\b(?:laptop|notebook|desktop|workstation|MacBook(?:\s+(?:Pro|Air))?)(?:\s+(?:computer|PC|machine))?\b/i;

const CORE_WORDS: Record<string, number> = { single: 1, dual: 2, quad: 4, hexa: 6, six: 6, octa: 8, eight: 8, four: 4, two: 2 };
/** "quad cores", "8-core", "96 cores", "64 CPU cores", "96 CPU" (an instance's vCPUs), "16 vCPUs". */
const CORES = /(?<![\w.,])(\d{1,3}|single|dual|quad|hexa|six|octa|eight|four|two)[\s-]*(?:(?:physical\s+)?(?:CPU\s+)?cores?\b|(v)?CPUs?\b(?![\s–-]*GPU))/i;
/** Main memory: "6Gib memory", "192 GB RAM", "32GB of RAM", "16 GB DDR4". */
const RAM = /(?<![\w.,])(\d{1,4}(?:\.\d+)?)\s*(?:GB|GiB|Gib|Gb|G)\s*(?:of\s+)?(?:(?:system\s+|main\s+)?(?:RAM|memory)\b|DDR\d?)/i;

/** Words that say something ran on the machine. */
const USED = /\b(?:run|runs|ran|running|executed|execut\w+|obtained|measured|timed|tested|benchmarked|trained|train\w*|evaluated|performed|conducted|took|takes|using|used|on\s+(?:a|an|one|our|the)\b|equipped)\b/i;
/** What a user may do, needs or is told ("you can run it on …", "requires an Intel i7", "we recommend …"). */
const NOT_A_RUN = /\b(?:can|could|may|might|should|must|you|please|recommend\w*|requir\w*|minimum|at\s+least|supports?|compatible)\b/i;

const toCores = (n: string) => CORE_WORDS[n.toLowerCase()] ?? Number(n);

export function cpusIn(text: string): CpuMention[] {
  if (!USED.test(text) || NOT_A_RUN.test(text)) return [];
  const model = [...text.matchAll(MODEL)].find((m) => /\d|i[3579]|Core|Xeon|Ryzen|EPYC|Threadripper|Apple/.test(m[0]) && !/^Intel\s*(?:\(R\)|®)?\s*$/.test(m[0].trim()));
  const instance = INSTANCE.exec(text);
  const machine = MACHINE.exec(text);
  const cores = CORES.exec(text);
  const ram = RAM.exec(text);
  // a laptop or desktop counts with what it prints of itself; cores alone only as a CPU's ("a 64-core CPU")
  const coresOfCpu = cores && /CPU|processor/i.test(text.slice(cores.index, cores.index + cores[0].length + 20));
  if (!model && !instance && !(machine && (cores || ram || /GHz/.test(text))) && !coresOfCpu) return [];
  // a GPU machine's "8 GPUs and 96 CPU cores" is still a CPU count; "CPU–GPU synchronization" names nothing (no model, no cores)
  const spans: RegExpMatchArray[] = [];
  for (const m of [model, instance, machine, cores, ram]) if (m) spans.push(m);
  const at = Math.min(...spans.map((m) => m.index ?? 0));
  const end = Math.max(...spans.map((m) => (m.index ?? 0) + m[0].length));
  const cpu = model?.[0].replace(/\s+/g, ' ').trim();
  const name = instance ? `${instance[0]} instance` : machine?.[0];
  return [
    {
      ...(cpu ? { cpu } : {}),
      ...(name ? { machine: name } : {}),
      ...(cores ? { cores: toCores(cores[1] as string) } : {}),
      ...(ram ? { memoryGB: ram[1] as string } : {}),
      at,
      end,
      ...(cores?.[2] || (cores && /CPUs?\b/i.test(cores[0]) && !/cores?/i.test(cores[0])) ? { note: `"${cores[0]}" counts virtual CPUs: check the number of cores` } : {}),
    },
  ];
}
