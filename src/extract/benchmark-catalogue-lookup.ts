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

const byKey = new Map<string, { entry: CatalogueEntry; printed: string[] }>();
for (const entry of CATALOGUE) {
  for (const name of entry.names) {
    const k = catalogueKey(name);
    const known = byKey.get(k);
    if (known && known.entry !== entry) continue; // a collision: the consistency test reports it
    if (known) known.printed.push(name);
    else byKey.set(k, { entry, printed: [name] });
  }
}

const SPLIT = /\s*(?:\(\s*)?\b(?:val|valid|validation|test|test-?dev|test-?std|dev|minival|val2017|test2017)\b(?:\s*\))?\s*$/i;

export type CatalogueHit = { entry: CatalogueEntry; name: string };

/** The catalogue entry whose name a header cell is (a trailing split aside). */
export function catalogueEntryOf(header: string): CatalogueHit | undefined {
  const printed = header.trim();
  for (const candidate of [printed, printed.replace(SPLIT, '')]) {
    if (!candidate) continue;
    const hit = byKey.get(catalogueKey(candidate));
    if (!hit) continue;
    // a name of one word of letters ("Texas", "DAVIS", "Cora") counts only as spelt or in capitals
    if (hit.printed.every((n) => LETTERS.test(n)) && candidate !== candidate.toUpperCase() && !hit.printed.includes(candidate)) continue;
    return { entry: hit.entry, name: candidate };
  }
  return undefined;
}

/** Every name of the catalogue with its entry (for the consistency test and the docs' counts). */
export function catalogueNames(): { name: string; entry: CatalogueEntry }[] {
  return CATALOGUE.flatMap((entry) => entry.names.map((name) => ({ name, entry })));
}
