/**
 * WordNet synonymy for METEOR~'s synonym module, as METEOR 1.5 uses it: two words match when a
 * base form of one and a base form of the other share a synset. Base forms come from WordNet's
 * regular detachment rules (morphy without its exception lists, which the npm data lacks).
 * Pure: the index files' text is parsed here; reading them is src/scoring/wordnet.ts's job.
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

const DETACH: Readonly<Record<PartOfSpeech, readonly (readonly [string, string])[]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

export interface Synonyms {
  /** Synset ids of the word's base forms (all parts of speech), sorted; empty if unknown. */
  synsets(word: string): readonly number[];
  /**
   * The index files and their prebuilt lemma tables with ids, for the WebAssembly core to read
   * into its own memory and look words up itself (assembly/wordnet.ts, the same look-up as
   * `synsets`); absent without prebuilt tables.
   */
  readonly tables?: WordNetTables;
}

/** The files behind a look-up with prebuilt tables, read on demand into blocks the caller gives. */
export interface WordNetTables {
  /** Sizes in bytes: the four index files (PARTS_OF_SPEECH's order), then their line index (LINE_INDEX_MAGIC's layout). */
  readonly sizes: readonly number[];
  /** Fills views[i] (sizes[i] bytes each) with those files' bytes. */
  read(views: readonly Uint8Array[]): void;
}

/**
 * The line index (dist/wordnet-lines.bin, scripts/wordnet-lines.mjs) as u32 words: LINE_INDEX_MAGIC
 * ('WNL2'), per part of speech its file's size, its lemmaTable's size and its lines' ids' length,
 * then per part of speech its lemmaTable, its lineIds' `at` and their `words`.
 */
export const LINE_INDEX_MAGIC = 0x324c4e57;

/**
 * The line index's tables (views into `words`) when it describes index files of `fileSizes`
 * (PARTS_OF_SPEECH's order) and is whole; undefined otherwise.
 */
export function parseLineIndex(words: Uint32Array, fileSizes: readonly number[]): Record<PartOfSpeech, Required<LineIndex>> | undefined {
  const head = 1 + 3 * PARTS_OF_SPEECH.length;
  if (words.length < head || words[0] !== LINE_INDEX_MAGIC) return undefined;
  const out = {} as Record<PartOfSpeech, Required<LineIndex>>;
  let at = head;
  for (const [p, pos] of PARTS_OF_SPEECH.entries()) {
    const n = words[2 + 3 * p]!;
    const m = words[3 + 3 * p]!;
    if (words[1 + 3 * p] !== fileSizes[p] || n === 0 || (n & (n - 1)) !== 0 || at + 2 * n + m > words.length) return undefined;
    out[pos] = { table: words.subarray(at, at + n), ids: { at: words.subarray(at + n, at + 2 * n), words: words.subarray(at + 2 * n, at + 2 * n + m) } };
    at += 2 * n + m;
  }
  return at === words.length ? out : undefined;
}

/** The line index of files of `fileSizes` with these tables, as parseLineIndex reads it. */
export function lineIndexWords(fileSizes: readonly number[], index: Readonly<Record<PartOfSpeech, Required<LineIndex>>>): Uint32Array {
  const parts: ArrayLike<number>[] = [[LINE_INDEX_MAGIC, ...PARTS_OF_SPEECH.flatMap((pos, p) => [fileSizes[p]!, index[pos].table.length, index[pos].ids.words.length])]];
  for (const pos of PARTS_OF_SPEECH) parts.push(index[pos].table, index[pos].ids.at, index[pos].ids.words);
  const out = new Uint32Array(parts.reduce((n, x) => n + x.length, 0));
  let at = 0;
  for (const x of parts) {
    out.set(x, at);
    at += x.length;
  }
  return out;
}

const NONE: readonly number[] = [];

/**
 * Builds the lookup from the contents of WordNet's index.noun / index.verb / index.adj /
 * index.adv (bytes as read, or text). Nothing is parsed or indexed up front (the four files hold
 * 155,000 lemmas; a scoring run looks up a few hundred words): a word is found by binary search
 * over the file's bytes, as WordNet's own bin_search does, which relies on the index files' lemma
 * order (wndb(5); checked against a full parse over every lemma in test/metrics/wordnet-index.test.ts).
 * `tables`, each file's lemmaTable (prebuilt by `npm run build`: dist/wordnet-lines.bin), finds a
 * lemma's line by its hash instead (no search); with the lines' ids prebuilt too (lineIds), a line
 * found is not parsed either.
 */
export function parseWordNet(index: Readonly<Record<PartOfSpeech, string | Uint8Array>>, tables?: Readonly<Record<PartOfSpeech, LineIndex>>): Synonyms {
  const bytes = PARTS_OF_SPEECH.map((pos) => bytesOf(index[pos]));
  const byPos = PARTS_OF_SPEECH.map((pos, p) => (tables ? hashedLines(bytes[p]!, tables[pos]) : sortedLines(bytes[p]!)));
  const prebuilt = tables && PARTS_OF_SPEECH.every((pos) => tables[pos].ids !== undefined) ? inMemoryTables(bytes, tables as Record<PartOfSpeech, Required<LineIndex>>) : undefined;
  const memo = new Map<string, readonly number[]>();
  const key = new Key();
  // the ids found for one word, before sorting (numerically: a typed array's sort) and dropping repeats
  let found = new Float64Array(64);
  let count = 0;
  const add = (p: number, base: string): void => {
    key.set(base);
    const ids = byPos[p]!.synsets(key); // an array, or a view of the prebuilt ids
    if (count + ids.length > found.length) {
      const more = new Float64Array(2 * (count + ids.length));
      more.set(found.subarray(0, count));
      found = more;
    }
    for (let i = 0; i < ids.length; i++) found[count++] = p * 1e8 + ids[i]!;
  };
  return {
    ...(prebuilt ? { tables: prebuilt } : {}),
    synsets(word) {
      const hit = memo.get(word);
      if (hit) return hit;
      count = 0;
      for (let p = 0; p < PARTS_OF_SPEECH.length; p++) {
        add(p, word);
        const rules = DETACH[PARTS_OF_SPEECH[p]!];
        for (let k = 0; k < rules.length; k++) {
          const suffix = rules[k]![0];
          if (word.length > suffix.length && word.endsWith(suffix)) add(p, word.slice(0, word.length - suffix.length) + rules[k]![1]);
        }
      }
      let ids: readonly number[] = NONE;
      if (count > 0) {
        const sorted = found.subarray(0, count).sort();
        const out: number[] = [sorted[0]!];
        for (let i = 1; i < count; i++) if (!Object.is(sorted[i], sorted[i - 1])) out.push(sorted[i]!);
        ids = out;
      }
      memo.set(word, ids);
      return ids;
    },
  };
}

/** WordNetTables over files already in memory (their line index written out when first read). */
function inMemoryTables(bytes: readonly Uint8Array[], index: Readonly<Record<PartOfSpeech, Required<LineIndex>>>): WordNetTables {
  const fileSizes = bytes.map((b) => b.length);
  let words: Uint32Array | undefined;
  const indexWords = () => (words ??= lineIndexWords(fileSizes, index));
  return {
    get sizes() {
      return [...fileSizes, indexWords().byteLength];
    },
    read(views) {
      [...bytes, new Uint8Array(indexWords().buffer)].forEach((b, i) => views[i]!.set(b));
    },
  };
}

const bytesOf = (x: string | Uint8Array): Uint8Array => (typeof x === 'string' ? new TextEncoder().encode(x) : x);

const NL = 10;
const SP = 32;

/** A lemma's UTF-8 bytes in a reused buffer (an ASCII word is copied byte by byte, without an encoder call). */
class Key {
  bytes = new Uint8Array(64);
  length = 0;
  private readonly utf8 = new TextEncoder();
  set(word: string): void {
    if (word.length * 3 > this.bytes.length) this.bytes = new Uint8Array(word.length * 3);
    let ascii = true;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      if (c >= 0x80) {
        ascii = false;
        break;
      }
      this.bytes[i] = c;
    }
    this.length = ascii ? word.length : this.utf8.encodeInto(word, this.bytes).written;
  }
}

/** Where the licence header (lines starting with a space) ends. */
function firstLemmaLine(b: Uint8Array): number {
  let first = 0;
  while (first < b.length && (b[first] === SP || b[first] === NL)) {
    let nl = first;
    while (nl < b.length && b[nl] !== NL) nl++;
    first = nl < b.length ? nl + 1 : b.length;
  }
  return first;
}

/** FNV-1a (32 bits) of bytes [at, end): a lemma's hash in lemmaTable. */
export function lemmaHash(b: Uint8Array, at: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = at; i < end; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
  return h >>> 0;
}

/**
 * An open-addressing hash table of an index file's lemma lines (those after its licence header):
 * a power of two ≥ 2 × the lines slots, each 0 (empty) or 1 + the start of a line, placed at
 * lemmaHash(lemma) and the slots after it in file order (linear probing). scripts/wordnet-lines.mjs
 * builds the same table at build time.
 */
export function lemmaTable(b: Uint8Array): Uint32Array {
  const first = firstLemmaLine(b);
  const starts: number[] = [];
  for (let i = first; i < b.length; i++) if (i === first || b[i - 1] === NL) starts.push(i);
  let size = 1;
  while (size < 2 * starts.length) size *= 2;
  const table = new Uint32Array(size);
  for (const at of starts) {
    let end = at;
    while (end < b.length && b[end] !== SP && b[end] !== NL) end++;
    let h = lemmaHash(b, at, end) & (size - 1);
    while (table[h] !== 0) h = (h + 1) & (size - 1);
    table[h] = at + 1;
  }
  return table;
}

/**
 * Each lemma line's synset ids, prebuilt beside its lemmaTable (lineIds; `npm run build` writes
 * them to dist/wordnet-lines.bin): `at` has the table's slots, each 0 (no line, or a line whose
 * ids are not all integers in [0, 2^32): parsed at look-up) or 1 + the position in `words` of the
 * line's id count, which its ids follow.
 */
export interface LineIds {
  readonly at: Uint32Array;
  readonly words: Uint32Array;
}

/** An index file's lemmaTable and, when prebuilt, its lines' ids. */
export interface LineIndex {
  readonly table: Uint32Array;
  readonly ids?: LineIds;
}

/** The ids of every line of `table` (a lemmaTable of `b`), as synsetsOfLine reads them. */
export function lineIds(b: Uint8Array, table: Uint32Array): LineIds {
  const at = new Uint32Array(table.length);
  const words: number[] = [];
  for (let h = 0; h < table.length; h++) {
    if (table[h] === 0) continue;
    const ids = synsetsOfLine(b, table[h]! - 1);
    if (!ids.every((id) => Number.isInteger(id) && id >= 0 && id <= 0xffffffff && !Object.is(id, -0))) continue;
    words.push(ids.length);
    at[h] = words.length;
    for (const id of ids) words.push(id);
  }
  return { at, words: Uint32Array.from(words) };
}

/** One index file with its lemmaTable: a lemma's line found by its hash (its ids read from `ids` when there). */
function hashedLines(b: Uint8Array, { table, ids }: LineIndex): { synsets(lemma: Key): ArrayLike<number> } {
  const mask = table.length - 1;
  return {
    synsets(lemma) {
      if (lemma.length === 0) return NONE;
      let h = lemmaHash(lemma.bytes, 0, lemma.length) & mask;
      for (let slot = table[h]!; slot !== 0; slot = table[h]!) {
        if (compareLemma(b, slot - 1, lemma.bytes, lemma.length) === 0) {
          const r = ids === undefined ? 0 : ids.at[h]!;
          return r === 0 ? synsetsOfLine(b, slot - 1) : ids!.words.subarray(r, r + ids!.words[r - 1]!);
        }
        h = (h + 1) & mask;
      }
      return NONE;
    },
  };
}

/** One index file, searchable by lemma (the licence header, whose lines start with a space, left out). */
function sortedLines(b: Uint8Array): { synsets(lemma: Key): readonly number[] } {
  const end = b.length;
  const first = firstLemmaLine(b);
  return {
    synsets(lemma) {
      if (lemma.length === 0) return NONE;
      // invariant: lo is a line start; the line of `lemma`, if any, starts in [lo, hi)
      let lo = first;
      let hi = end;
      while (lo < hi) {
        let at = (lo + hi) >>> 1;
        // back to the start of the line holding `at` (lo is one): the byte after the last newline before it
        while (at > lo && b[at - 1] !== NL) at--;
        const c = compareLemma(b, at, lemma.bytes, lemma.length);
        if (c === 0) return synsetsOfLine(b, at);
        if (c < 0) {
          let nl = at;
          while (nl < end && b[nl] !== NL) nl++;
          lo = nl < end ? nl + 1 : end;
        } else hi = at;
      }
      return NONE;
    },
  };
}

/** The line's lemma (up to its first space or the line's end) against key[0, n), bytewise. */
function compareLemma(b: Uint8Array, at: number, key: Uint8Array, n: number): number {
  for (let i = 0; ; i++) {
    const x = at + i < b.length ? b[at + i]! : NL;
    const lemmaEnd = x === SP || x === NL;
    if (i === n) return lemmaEnd ? 0 : 1;
    if (lemmaEnd) return -1;
    if (x !== key[i]) return x - key[i]!;
  }
}

/**
 * `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...` → the
 * offsets: the line without its trailing white space, split at single spaces, each field's
 * value as Number() reads it (read from the bytes when the field is all digits).
 */
function synsetsOfLine(b: Uint8Array, start: number): number[] {
  let stop = start;
  while (stop < b.length && b[stop] !== NL) stop++;
  while (stop > start && isTrailingSpace(b[stop - 1]!)) stop--;
  const fields: number[] = []; // start and end of each field
  let f0 = start;
  for (let i = start; i <= stop; i++)
    if (i === stop || b[i] === SP) {
      fields.push(f0, i);
      f0 = i + 1;
    }
  const field = (k: number): number => {
    if (2 * k >= fields.length) return NaN; // Number(undefined)
    const s = fields[2 * k]!;
    const e = fields[2 * k + 1]!;
    let v = 0;
    for (let i = s; i < e; i++) {
      const d = b[i]! - 48;
      if (d < 0 || d > 9 || e - s > 15) return Number(String.fromCharCode(...b.subarray(s, e)));
      v = v * 10 + d;
    }
    return v;
  };
  const synsetCnt = field(2);
  const first = 4 + field(3) + 2;
  const ids: number[] = [];
  for (let i = 0; i < synsetCnt; i++) ids.push(field(first + i));
  return ids;
}

/** The bytes String.prototype.trimEnd removes from a line of one-byte characters. */
const isTrailingSpace = (x: number): boolean => x === SP || (x >= 9 && x <= 13) || x === 0xa0;

/** Whether two sorted id lists share an element. */
export function intersects(a: readonly number[], b: readonly number[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return false;
}
