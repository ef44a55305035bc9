/**
 * Cut-off families of the metric registry (pure): the registry lists ranking metrics at the cut-offs papers use most
 * (`ndcg@1`, `ndcg@5`, `ndcg@10`, …; `r@1` … `r@1000`; `mrr@1`, `mrr@5`, `mrr@20`), but a paper may report any
 * cut-off ("nDCG@7", "Recall@15", "MRR@3"). Two or more entries `<prefix>@<n>` with aliases printed `<name>@<n>` make
 * a family; the same name printed at a cut-off the registry does not list is the family's metric at that cut-off:
 * id `<prefix>@<k>`, with the members' direction, scale and field — never the metric without its cut-off (nDCG@7 is
 * not nDCG) and never the cut-off read as a subset.
 *
 * A family is read only at cut-offs of its own kind (whole numbers for `r@k`, decimals for `prec@0.5`) and at most
 * twice its largest listed one (beyond, "F1@50" beside `f1@5` and `f1@10`, the number is a threshold), and a printed
 * name is refused when another entry whose id folds a threshold in (`ap50` lists "mAP@50") prints the same name at a
 * cut-off, the number in its id: there the number is a threshold, not a cut-off. Two-letter names and shorter are matched with their case
 * ("mR@20" is mean recall, "MR" mean rank); longer ones without it.
 */
/** What a family reads of a registry entry (metric-registry.ts's `MetricDef`; declared here so the two modules import no cycle). */
interface Entry {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly source?: string;
}

const CUTOFF_ID = /^(.+)@(\d+(?:\.\d+)?)$/;
/** A printed name at a cut-off: "nDCG@10", "R @ 5", "MAP@k=3". */
const PRINTED = /^(.+?)\s*@\s*(?:k\s*=\s*)?(\d+(?:\.\d+)?)$/i;

interface Family<D extends Entry> {
  readonly prefix: string;
  readonly members: readonly D[];
  readonly decimal: boolean;
  /** Twice the largest listed cut-off: the farthest one read as the family's (`withinReach`). */
  readonly reach: number;
  /** The member a derived entry copies: the one with the most printed names. */
  readonly model: D;
}

export interface CutoffFamilies<D extends Entry> {
  /** The family of an id prefix ("ndcg"), when it has two members or more. */
  readonly byPrefix: ReadonlyMap<string, Family<D>>;
  /** Printed names ("nDCG", "NDCG", "N", "recall" …) → the family they name; keys as `nameKey` writes them. */
  readonly byName: ReadonlyMap<string, Family<D>>;
  /** Names whose case-blind key a threshold's entry also prints, by their exact letters ("MAP", not "mAP"). */
  readonly byExactName: ReadonlyMap<string, Family<D>>;
}

const exactKey = (name: string): string => name.replace(/\s+/g, '');
const isDecimal = (n: string): boolean => n.includes('.');
/** Case kept for names of two letters or fewer ("mR" ≠ "MR"), dropped for longer ones; spaces dropped. */
const nameKey = (name: string): string => {
  const s = name.replace(/\s+/g, '');
  return s.replace(/[^A-Za-z]/g, '').length <= 2 ? s : s.toLowerCase();
};

export function cutoffFamilies<D extends Entry>(defs: readonly D[]): CutoffFamilies<D> {
  const groups = new Map<string, D[]>();
  for (const d of defs) {
    const m = CUTOFF_ID.exec(d.id);
    if (!m) continue;
    const key = `${m[1]}|${isDecimal(m[2] as string)}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const byPrefix = new Map<string, Family<D>>();
  const names = new Map<string, Set<Family<D>>>();
  const exact = new Map<string, Set<Family<D>>>();
  for (const [key, members] of groups) {
    if (members.length < 2) continue;
    const [prefix, decimal] = key.split('|') as [string, string];
    const reach = 2 * Math.max(...members.map(cutoffOf));
    const model = [...members].sort((a, b) => b.aliases.length - a.aliases.length)[0] as D;
    const family: Family<D> = { prefix, members, decimal: decimal === 'true', reach, model };
    if (!byPrefix.has(prefix) || family.members.length > (byPrefix.get(prefix)?.members.length ?? 0)) byPrefix.set(prefix, family);
    for (const d of members) {
      for (const a of [d.name, ...d.aliases]) {
        const p = PRINTED.exec(a.trim());
        if (!p || Number(p[2]) !== cutoffOf(d) || !/[A-Za-z]/.test(p[1] as string)) continue;
        names.set(nameKey(p[1] as string), (names.get(nameKey(p[1] as string)) ?? new Set()).add(family));
        exact.set(exactKey(p[1] as string), (exact.get(exactKey(p[1] as string)) ?? new Set()).add(family));
      }
    }
  }
  // an entry whose id folds a threshold in ("ap50" printed "mAP@50") makes its printed name a threshold's, not a cut-off's
  const thresholds = new Set<string>();
  const exactThresholds = new Set<string>();
  for (const d of defs) {
    if (CUTOFF_ID.test(d.id)) continue;
    for (const a of d.aliases) {
      const p = PRINTED.exec(a.trim());
      // (only where the id holds the number: "MRR@10" of `mrr` is a convention's cut-off, not a threshold)
      if (p && d.id.replace(/[^0-9]/g, '').includes((p[2] as string).replace(/[^0-9]/g, ''))) {
        thresholds.add(nameKey(p[1] as string));
        exactThresholds.add(exactKey(p[1] as string));
      }
    }
  }
  const byName = new Map<string, Family<D>>();
  for (const [name, fams] of names) if (!thresholds.has(name)) pickInto(byName, name, fams);
  // a name a threshold's entry prints in other letters ("MAP@k" of map@k, "mAP@50" of ap50) is read with its case
  const byExactName = new Map<string, Family<D>>();
  for (const [name, fams] of exact) if (thresholds.has(nameKey(name)) && !exactThresholds.has(name)) pickInto(byExactName, name, fams);
  return { byPrefix, byName, byExactName };
}

/**
 * A printed cut-off at most twice the family's largest listed one: "F1@50" beside `f1@5`, `f1@10` is an IoU
 * threshold of 50%, not a cut-off of fifty keyphrases; "R@2000" beside `r@1000` is a cut-off.
 */
function withinReach<D extends Entry>(f: Family<D>, k: number): boolean {
  return k <= f.reach;
}

/** The cut-off a member's id lists: `ndcg@10` → 10. */
const cutoffOf = (d: Entry): number => Number((CUTOFF_ID.exec(d.id) as RegExpExecArray)[2]);

/** A name two families print ("Hits" of r@k and hits@50) goes to the larger; a tie to none. */
function pickInto<D extends Entry>(into: Map<string, Family<D>>, name: string, fams: ReadonlySet<Family<D>>): void {
  const [first, second] = [...fams].sort((a, b) => b.members.length - a.members.length);
  if (first && (!second || second.members.length < first.members.length)) into.set(name, first);
}

function derived<D extends Entry>(f: Family<D>, k: string, printed?: string): D {
  const m = f.model;
  const id = `${f.prefix}@${k}`;
  const at = PRINTED.exec(m.name);
  const name = at && Number(at[2]) === cutoffOf(m) ? `${(at[1] as string).trim()}@${k}` : id;
  // the member's direction, scale, unit and field; its own id, names and source (never the member's reading-beside-only
  // aliases, nor the catalogue the member was added from)
  const { besideOnly: _aside, near: _near, catalogue: _catalogue, ...rest } = m as D & { besideOnly?: unknown; near?: unknown; catalogue?: unknown };
  return { ...rest, id, name, aliases: printed && printed !== name ? [printed] : [], source: `the registry's ${f.prefix}@k family (${f.members.map((x) => x.id).join(', ')}) at a cut-off it does not list` } as unknown as D;
}

/** The family entry an id names at an unlisted cut-off ("ndcg@7"), or undefined. */
export function familyMetricById<D extends Entry>(families: CutoffFamilies<D>, id: string): D | undefined {
  const m = CUTOFF_ID.exec(id);
  if (!m) return undefined;
  const f = families.byPrefix.get(m[1] as string);
  const k = String(Number(m[2]));
  return f && f.decimal === isDecimal(m[2] as string) && k === m[2] && withinReach(f, Number(k)) ? derived(f, k) : undefined;
}

/** The family entry a printed name at a cut-off names ("nDCG@7", "Recall @ 15"), or undefined. */
export function familyMetricPrinted<D extends Entry>(families: CutoffFamilies<D>, printed: string): D | undefined {
  const p = PRINTED.exec(printed.trim());
  if (!p) return undefined;
  const f = families.byName.get(nameKey(p[1] as string)) ?? families.byExactName.get(exactKey(p[1] as string));
  if (!f || f.decimal !== isDecimal(p[2] as string) || !withinReach(f, Number(p[2]))) return undefined;
  return derived(f, String(Number(p[2])), printed.trim());
}
