/**
 * The benchmark catalogue's lookup (pure): the catalogue entry (src/extract/data/benchmark-catalogue.ts) a
 * header cell names, by its printed name. Names compare without case, spaces, hyphens, underscores, dots and
 * apostrophes ("Kinetics 710" = "Kinetics-710"), except that a name of letters only must be printed as the
 * catalogue spells it or in capitals ("Texas", "TEXAS"; not "texas"): such names are often words. A split
 * printed after the name ("DAVIS 2017 val", "ADE20K (val)") is the column's subset, not another benchmark.
 */
import { CATALOGUE } from './data/benchmark-catalogue.js';
import type { CatalogueEntry } from './data/benchmark-catalogue.js';

/** The comparison key of a printed name. */
export const catalogueKey = (name: string): string => name.toLowerCase().replace(/[\s\-_.'’]+/g, '');

const LETTERS = /^[A-Za-z]+$/;

/**
 * An index of printed names by their comparison key: the lookup gives the entry a candidate names, or undefined.
 * A name of letters only counts only as one of its entry's spellings or in capitals. On a key two entries share,
 * the first entry keeps it (the catalogue's consistency test reports such collisions).
 */
export function printedNameIndex<E>(entries: readonly E[], namesOf: (e: E) => readonly string[]): (candidate: string) => E | undefined {
  const byKey = new Map<string, { entry: E; printed: string[] }>();
  for (const entry of entries) {
    for (const name of namesOf(entry)) {
      const k = catalogueKey(name);
      const known = byKey.get(k);
      if (known && known.entry !== entry) continue;
      if (known) known.printed.push(name);
      else byKey.set(k, { entry, printed: [name] });
    }
  }
  return (candidate) => {
    const hit = byKey.get(catalogueKey(candidate));
    if (!hit) return undefined;
    if (hit.printed.every((n) => LETTERS.test(n)) && candidate !== candidate.toUpperCase() && !hit.printed.includes(candidate)) return undefined;
    return hit.entry;
  };
}

const lookup = printedNameIndex(CATALOGUE, (e) => e.names);

const SPLIT = /\s*(?:\(\s*)?\b(?:val|valid|validation|test|test-?dev|test-?std|dev|minival|val2017|test2017)\b(?:\s*\))?\s*$/i;

export type CatalogueHit = { entry: CatalogueEntry; name: string };

/** The catalogue entry whose name a header cell is (a trailing split aside). */
export function catalogueEntryOf(header: string): CatalogueHit | undefined {
  const printed = header.trim();
  for (const candidate of [printed, printed.replace(SPLIT, '')]) {
    if (!candidate) continue;
    // a name of one word of letters ("Texas", "DAVIS", "Cora") counts only as spelt or in capitals (printedNameIndex)
    const entry = lookup(candidate);
    if (entry) return { entry, name: candidate };
  }
  return undefined;
}

/** Every name of the catalogue with its entry (for the consistency test and the docs' counts). */
export function catalogueNames(): { name: string; entry: CatalogueEntry }[] {
  return CATALOGUE.flatMap((entry) => entry.names.map((name) => ({ name, entry })));
}
