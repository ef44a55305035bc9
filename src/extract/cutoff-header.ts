/**
 * A header row of numbers under a name (pure): the numbers are settings of the name, never values.
 *
 * - A metric printed with its cut-off as a placeholder (`R@K`, `Recall@N`, `Top-k`, `Rank-K`, `NDCG@k`, `Hit@K`)
 *   over leaves `1 | 5 | 10` (or `K=1`, `@5`) is one metric per leaf: `R@1`, `R@5`, `R@10`. The placeholder is read
 *   from the group cell above the leaf, else from the caption, the lead-in line or the section heading ("Recall@K on
 *   MSVD:"). A reading is kept only when the metric registry knows the instantiated name, so "Top-K" over epochs
 *   `100 | 200` stays as it was. The family leaves the group cell ("Text-to-Video R@K" → "Text-to-Video", the subset).
 * - A leaf printing the placeholder itself (`nDCG@k`, `Precision@k`) is read at the value the caption, lead-in line or
 *   section heading gives the letter ("For ranking metrics we use `k=10`"): `nDCG@10`, when the registry knows it.
 * - Any other group over such numbers ("Shots" over `1 | 5`, "Epochs" over `100 | 300`) names what they count: the
 *   leaf reads "Shots 1", so the column's subset is `shots-1`, not the bare number `1`.
 *
 * Index 0 of every row is the corner (label column), as `spreadHeader` writes it.
 */
import { datasetsIn, stripMarkup } from './names.js';
import { conventionOf, metricFor } from './metric-lookup.js';

type Known = readonly { id: string; name: string }[];

/** A metric name with a placeholder cut-off: the name, the separator, and the whole match. */
const FAMILY = /(?<![A-Za-z])([A-Za-z]{1,9})\s*([@-])\s*[KkNn](?![A-Za-z0-9])/;

/** A leaf that is only a cut-off or count: `5`, `K=5`, `k = 5`, `@5`, `N=10`. */
const CUTOFF = /^(?:[KkNn]\s*=\s*|@\s*)?(\d{1,4})$/;

export interface CutoffHeader {
  readonly groups: string[][];
  readonly leaf: string[];
  readonly review: string[];
}

interface Family {
  readonly name: string;
  readonly sep: string;
  readonly printed: string;
}

function familyIn(text: string): Family | undefined {
  const m = FAMILY.exec(stripMarkup(text));
  return m ? { name: m[1] as string, sep: m[2] as string, printed: m[0] } : undefined;
}

/** "k=10", "K = 20": the one value the text gives a placeholder letter (compared without case), or undefined. */
function placeholderValue(text: readonly string[], letter: string): string | undefined {
  const values = new Set<string>();
  for (const t of text)
    for (const m of stripMarkup(t).matchAll(/(?<![A-Za-z0-9@])([A-Za-z])\s*=\s*(\d{1,4})(?![\d.,])/g))
      if ((m[1] as string).toLowerCase() === letter.toLowerCase()) values.add(m[2] as string);
  return values.size === 1 ? [...values][0] : undefined;
}

/** The metric a family names at cut-off `n` ("R" "@" 5 → R@5), when the registry knows it. */
function instantiate(f: Family, n: string): string | undefined {
  const name = `${f.name}${f.sep}${n}`;
  return metricFor(name, true) ? name : undefined;
}

/** What is left of a group cell once its family is taken out ("Text-to-Video R@K (%)" → "Text-to-Video"). */
const without = (cell: string, f: Family): string => {
  const rest = stripMarkup(cell).replace(f.printed, ' ').replace(/\(\s*%\s*\)|[↑↓]/g, ' ').replace(/\s+/g, ' ').trim();
  return /[A-Za-z0-9]/.test(rest) ? rest.replace(/^[\s,:;/-]+|[\s,:;/-]+$/g, '') : '';
};

/** A group that names a count (no metric, no benchmark or dataset): "Shots", "Epochs", "# Frames". */
const countName = (g: string, datasets: Known): boolean =>
  /^[#A-Za-z][A-Za-z .#-]{0,24}$/.test(g) && /[A-Za-z]{3}/.test(g) && !metricFor(g, true) && !conventionOf(g) && !datasetsIn(g, datasets, new Map()).length;

/**
 * `groups`, `leaf`: the spread header rows (index 0 the corner); `text`: the caption, lead-in line(s) and section
 * heading, nearest first. Returns them rewritten, with a review line per rewritten column; unchanged when no leaf is a
 * bare cut-off.
 */
export function cutoffHeaders(groups: readonly (readonly string[])[], leaf: readonly string[], text: readonly string[], datasets: Known = []): CutoffHeader {
  const outGroups = groups.map((g) => [...g]);
  const outLeaf = [...leaf];
  const review: string[] = [];
  // a leaf printing its family with the placeholder ("nDCG@k") where the text gives the placeholder's value ("we use k=10")
  for (let i = 1; i < leaf.length; i++) {
    const f = familyIn(leaf[i] ?? '');
    const n = f && placeholderValue(text, f.printed.slice(-1));
    const name = f && n ? instantiate(f, n) : undefined;
    if (!f || !name) continue;
    outLeaf[i] = stripMarkup(leaf[i] ?? '').replace(f.printed, name);
    review.push(`column ${i - 1} "${stripMarkup(leaf[i] ?? '')}": read as ${name}, the value the caption, lead-in line or section heading gives ${f.printed.slice(-1)} — check it`);
  }
  const cut = (i: number): string | undefined => CUTOFF.exec(stripMarkup(leaf[i] ?? '').trim())?.[1];
  const numbered = leaf.map((_, i) => (i > 0 ? cut(i) : undefined));
  if (!numbered.some(Boolean)) return { groups: outGroups, leaf: outLeaf, review };
  // the text's family reaches only a header whose every value leaf is a cut-off the registry knows under it (two or more)
  const textFamily = text.map(familyIn).find(Boolean);
  const valueLeaves = leaf.slice(1).filter((h) => stripMarkup(h).trim());
  const fromText = textFamily && valueLeaves.length >= 2 && leaf.every((h, i) => i === 0 || !stripMarkup(h).trim() || (numbered[i] && instantiate(textFamily, numbered[i] as string)));
  for (let i = 1; i < leaf.length; i++) {
    const n = numbered[i];
    if (!n) continue;
    const printed = stripMarkup(leaf[i] ?? '').trim();
    // the lowest group cell above it that prints a family it instantiates
    let done = false;
    for (let g = outGroups.length - 1; g >= 0 && !done; g--) {
      const cell = groups[g]?.[i] ?? '';
      const f = familyIn(cell);
      const name = f && instantiate(f, n);
      if (!f || !name) continue;
      outLeaf[i] = name;
      (outGroups[g] as string[])[i] = without(cell, f);
      review.push(`column ${i - 1} "${printed}" under "${stripMarkup(cell)}": read as ${name} (the cut-off of the group's metric)`);
      done = true;
    }
    if (done) continue;
    if (fromText && textFamily) {
      const name = instantiate(textFamily, n) as string;
      outLeaf[i] = name;
      review.push(`column ${i - 1} "${printed}": read as ${name}, the cut-off of "${textFamily.printed}" named by the caption, lead-in line or section heading — check it`);
      continue;
    }
    // a count under the name of what it counts ("Shots" over 1 | 5): the leaf carries the name, for its subset
    const g = [...outGroups].reverse().map((row) => stripMarkup(row[i] ?? '').trim()).find(Boolean);
    if (g && countName(g, datasets) && !/^(?:methods?|models?|settings?)$/i.test(g)) {
      outLeaf[i] = `${g} ${n}`;
      review.push(`column ${i - 1} "${printed}" under "${g}": a count of ${g}, read as the subset "${g} ${n}"`);
    }
  }
  return { groups: outGroups, leaf: outLeaf, review };
}
