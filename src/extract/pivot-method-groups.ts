/**
 * Methods printed as column groups over the same metric sub-columns, one row per object, scene, dataset or
 * setting → rows = methods (pure). A comparison printed `Approach | E2VID [95] + MG [58] (ADD-S ADD AR) |
 * ETAP [41] (ADD-S ADD AR) | … ` over rows `banana`, `bowl`, …, `MEAN` is read as printed with the objects
 * as methods and the methods lost into the subsets.
 *
 * Orientation by content, on both axes: an upper header row whose cells run in groups of equal width, each
 * group over the same sequence of leaf headers, at least one of them a metric; the group labels are neither
 * metrics nor benchmarks, and they read as methods — the corner of their row names the method axis
 * (`Approach`, `Method`, `Model`), or most of them carry a method's marks (a citation `[41]`, `(Ours)`), or
 * most are printed as row labels of another table of the document — while no row label carries such a mark
 * and the label column is not headed as methods. The table is then pivoted: a row per group (its other
 * header rows, `Modality: Event + Depth`, kept as setting columns when constant over the group), and a
 * column per row label × leaf metric, the row label in a header row above (the subset). A row whose label is
 * itself a metric (`FPS (Hz)`, one value spanning each group) gives one column of that metric.
 */
import { headerConventionOf } from './benchmark-conventions.js';
import { isPlainNumber } from './cells.js';
import { metricFor } from './metric-lookup.js';
import { namesMethodAxis } from './method-axis-words.js';
import { carriesMethodMarks as marked, cleanLabel, nameKey, stripMarkup } from './names.js';
import type { RawTable } from './types.js';
import { OWN_METHOD_HEAD } from './guessed-columns.js';

/** A corner naming the method axis of its header row. */
/** A corner naming the method axis: the core words (method-axis-words.ts), or the trackers or detectors compared. */
const namesMethods = (h: string): boolean => namesMethodAxis(h, 'core') || /^(?:trackers?|detectors?)$/i.test(h);


interface Group { label: string; cols: number[] }

/**
 * The runs of equal non-empty cells of header row k (after the label column), a run also ending where a header row
 * above it changes; undefined when a cell is empty.
 */
function runsOf(header: readonly (readonly string[])[], k: number, width: number): Group[] | undefined {
  const out: Group[] = [];
  const aboveAt = (j: number): string => header.slice(0, k).map((r) => (r[j] ?? '').trim()).join('\u0000');
  for (let j = 1; j < width; j++) {
    // as printed (a † or * tells two groups of one name apart: "FP [128]" and "FP† [128]")
    const label = (header[k]?.[j] ?? '').trim();
    if (!stripMarkup(label)) return undefined;
    const last = out.at(-1);
    if (last && last.label === label && aboveAt(j) === aboveAt(last.cols[0] ?? 0)) last.cols.push(j);
    else out.push({ label, cols: [j] });
  }
  return out;
}

export interface MethodGroupsPivot { table: RawTable; review?: string }

export function pivotMethodGroups(t: RawTable, rowLabels?: ReadonlySet<string>): MethodGroupsPivot {
  const no = { table: t };
  if (t.header.length < 2 || t.body.length < 1) return no;
  const leaf = (t.header[t.header.length - 1] ?? []).map(stripMarkup);
  const width = leaf.length;
  if (width < 5 || t.body.some((r) => r.length > width)) return no;
  for (let k = 0; k < t.header.length - 1; k++) {
    const upper = t.header[k] ?? [];
    const groups = runsOf(t.header, k, width);
    // a method printed once per setting of a header row above (`Zero-shot` over A | B, `Fine-tuned` over A | B) is one
    // group per setting: groups are told apart by their label with the header rows above it
    // (as printed: "FP [128]" and "FP† [128]" are two groups)
    const above = (g: Group): string => t.header.slice(0, k + 1).map((r) => (r[g.cols[0] ?? 0] ?? '').trim()).join('\u0000');
    if (!groups || groups.length < 2 || new Set(groups.map(above)).size !== groups.length) continue;
    const span = groups[0]?.cols.length ?? 0;
    if (span < 2 || groups.some((g) => g.cols.length !== span)) continue;
    // the same leaf sequence under every group, at least one of it a metric, none a number
    const pattern = groups[0]?.cols.map((j) => leaf[j] ?? '') ?? [];
    if (groups.some((g) => g.cols.some((j, i) => leaf[j] !== pattern[i]))) continue;
    if (new Set(pattern).size !== pattern.length || pattern.some((p) => !p || isPlainNumber(p)) || !pattern.some((p) => metricFor(p, true))) continue;
    // the group labels are not metrics nor benchmarks
    if (groups.some((g) => metricFor(stripMarkup(g.label), true) || headerConventionOf(stripMarkup(g.label)))) continue;
    const labels = t.body.map((r) => stripMarkup(r[0] ?? ''));
    // (rows that are all numbers are the values of a swept setting, `bpp` 0.03125 … 0.0078125: no methods either)
    const swept = labels.every((l) => isPlainNumber(l));
    if (labels.some((l) => !l) || (labels.some((l) => isPlainNumber(l)) && !swept)) continue;
    // rows that read as methods (a citation, "Ours", a label column headed "Method") keep the table as printed
    if (labels.some(marked) || t.header.some((r) => namesMethods(stripMarkup(r[0] ?? '')) && r !== upper)) continue;
    const own = new Set(labels.map(nameKey));
    const elsewhere = groups.filter((g) => rowLabels?.has(nameKey(g.label)) && !own.has(nameKey(g.label))).length;
    const why = namesMethods(stripMarkup(upper[0] ?? ''))
      ? `its header row is headed "${stripMarkup(upper[0] ?? '')}"`
      : groups.filter((g) => marked(g.label)).length * 2 >= groups.length
        ? 'most group labels carry a citation or "(Ours)"'
        : elsewhere * 2 >= groups.length && !swept
          ? 'most group labels are row labels of another table'
          : ownAmongNamed(t, groups)
            ? 'one group is marked as the paper\'s own and the caption names the others as what it is compared with'
            : ownAmongCompared(t, groups)
              ? 'one group is the paper\'s own ("Proposed", "Ours") and the caption compares methods'
              : undefined;
    if (!why) continue;
    return { table: pivot(t, k, groups, pattern, labels), review: `printed with the methods as column groups over ${pattern.join(' / ')} (${why}), its rows (${labels.slice(0, 3).join(', ')}${labels.length > 3 ? ' …' : ''}) not: read with a row per method, each row label in its columns' subset — check the orientation` };
  }
  return no;
}

/** The words of a caption or lead-in that say methods are compared: "we compare our X with two baselines (A and B)". */
const COMPARED = /\b(?:baselines?|compar(?:e|es|ed|ing|ison)|methods?|models?|approaches|against|versus|vs\.?)\b/i;

/**
 * One group marked as the paper's own (`API Retriever (ours)`), the caption or lead-in speaking of a comparison, and
 * every other group label printed in that text (`… with two baselines (BM25 and Ada Embeddings)`).
 */
function ownAmongNamed(t: RawTable, groups: readonly Group[]): boolean {
  const text = [t.caption, t.leadIn].filter(Boolean).join(' ');
  if (!COMPARED.test(text)) return false;
  const key = (s: string): string => s.toLowerCase().replace(/[^a-z\d]+/g, ' ').trim();
  const words = ` ${key(text)} `;
  const named = (g: Group): boolean => {
    const name = key(cleanLabel(g.label).name);
    // the name as a word, or its plural ("Ada Embedding" in "two baselines (BM25 and Ada Embeddings)")
    return name.length >= 2 && (words.includes(` ${name} `) || words.includes(` ${name}s `));
  };
  return new Set(groups.filter((g) => cleanLabel(g.label).own).map((g) => g.label)).size === 1 && groups.every((g) => cleanLabel(g.label).own || named(g));
}

/** The nouns a caption compares methods by: "comparison of various watermarking methods", "… with the baselines". */
const METHODS_COMPARED = /\b(?:methods|approaches|models|baselines|schemes|algorithms|techniques)\b/i;

/**
 * One group is the paper's own (`Proposed`, `Ours`, `X (ours)`) and the caption or lead-in compares methods ("PSNR
 * and SSIM comparison of various watermarking methods"): the other groups, neither metrics nor benchmarks, are the
 * methods it is compared with, whether or not the text names them.
 */
function ownAmongCompared(t: RawTable, groups: readonly Group[]): boolean {
  const text = [t.caption, t.leadIn].filter(Boolean).join(' ');
  if (!COMPARED.test(text) || !METHODS_COMPARED.test(text)) return false;
  const own = groups.filter((g) => cleanLabel(g.label).own || OWN_METHOD_HEAD.test(stripMarkup(g.label).trim()));
  return own.length === 1;
}

function pivot(t: RawTable, k: number, groups: readonly Group[], pattern: readonly string[], labels: readonly string[]): RawTable {
  const others = t.header.map((r, i) => i).filter((i) => i !== k && i !== t.header.length - 1);
  // other header rows constant over each group become setting columns (Modality: Event + Depth)
  const settings = others.filter((i) => groups.every((g) => new Set(g.cols.map((j) => stripMarkup(t.header[i]?.[j] ?? ''))).size === 1));
  const cellsOf = (g: Group, row: readonly string[]): string[] => g.cols.map((j) => row[j] ?? '');
  // a row whose label is a metric: one column, the one value printed in each group (a spanning cell)
  const metricRow = (i: number): boolean => {
    const row = t.body[i] ?? [];
    return Boolean(metricFor(labels[i] ?? '', true)) && groups.every((g) => cellsOf(g, row).filter((c) => stripMarkup(c)).length <= 1);
  };
  const upperHead: string[] = [];
  const leafHead: string[] = [];
  labels.forEach((l, i) => {
    if (metricRow(i)) {
      upperHead.push('');
      leafHead.push(l);
    } else
      for (const p of pattern) {
        upperHead.push(l);
        leafHead.push(p);
      }
  });
  const corner = stripMarkup(t.header[k]?.[0] ?? '') || 'Method';
  const header = [
    ['', ...settings.map(() => ''), ...upperHead],
    [corner, ...settings.map((i) => stripMarkup(t.header[i]?.[0] ?? '') || 'Setting'), ...leafHead],
  ];
  const body = groups.map((g) => [
    g.label,
    ...settings.map((i) => stripMarkup(t.header[i]?.[g.cols[0] ?? 0] ?? '')),
    ...t.body.flatMap((row, i) => (metricRow(i) ? [cellsOf(g, row).find((c) => stripMarkup(c)) ?? ''] : cellsOf(g, row))),
  ]);
  return { ...t, header: [header[0] as string[], header[1] as string[]], body, context: `${t.context}\n[printed with the methods as column groups]` };
}
