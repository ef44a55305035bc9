/**
 * Whether a table whose headers name no metric the registry knows still reports results (pure): the signs a results
 * table prints whatever its field — a row marked as the paper's own ("FooNet (ours)", "Ours"), best values in bold or
 * underlined, a direction on a header or in the caption ("↑", "lower is better"), a caption, heading or lead-in line
 * that says results, comparison, performance, benchmark, evaluation or leaderboard, spreads ("0.81 ± 0.02"), a known
 * dataset in a header, the caption or the heading — weighed against the signs of a table of settings or of data — a
 * caption or heading that says hyper-parameters, configuration, architecture, statistics or setup, headers that name
 * counts and sizes ("# Layers", "Hidden size", "Batch size", "Epochs", "#Samples"), rows that are datasets.
 */
import { datasetsIn, stripMarkup } from './names.js';
import { parseCell } from './cells.js';
import type { RawTable } from './types.js';

export interface ResultsEvidence {
  /** The signs of results found, in words (for the review line). */
  readonly results: readonly string[];
  /** The signs of a table of settings or data found. */
  readonly settings: readonly string[];
}

export interface EvidenceContext {
  readonly datasets: readonly { id: string; name: string }[];
  readonly abbreviations: ReadonlyMap<string, string>;
}

const OURS = /\(\s*ours\s*\)|^\s*ours\b|\bours\s*$|\(\s*proposed\s*\)/i;
const UNDERLINE = /<u>|\\underline|<ins>/i;
const DIRECTION = /[↑↓]|\b(?:higher|lower|smaller|larger)\s+(?:is|are)\s+better\b/i;
const RESULT_WORDS = /\b(?:results?|comparisons?|compared|compare|performances?|benchmark(?:s|ing)?|evaluations?|evaluated|leaderboards?|state[- ]of[- ]the[- ]art|sota)\b/i;
const SETTING_WORDS = /\bhyper-?\s?parameters?\b|\bconfigurations?\b|\barchitectures?\b|\bstatistics\b|\bsetups?\b|\bsettings\b|\bspecifications?\b|\bimplementation\s+details\b|\bdata\s*sets?\s+(?:details|overview|summary|description)\b/i;
/** Headers of counts and sizes, never of a result: "# Layers", "Hidden size", "Batch size", "Epochs", "#Samples". */
const SETTING_HEADER = /^#|^(?:num(?:ber)?\s+of|no\.\s+of)\b|\b(?:layers?|heads?|hidden|dim(?:ension)?s?|width|depth|params?|parameters|epochs?|batch(?:\s*size)?|learning\s+rate|lr|steps?|iterations?|samples?|instances?|images?|videos?|classes|categories|train(?:ing)?|test(?:ing)?|val(?:idation)?|split|size|length|year|venue|license|url|link|download|checkpoints?|config)\b/i;

/** The signs of results and of settings a table prints. */
export function resultsEvidence(t: RawTable, ctx: EvidenceContext): ResultsEvidence {
  const results: string[] = [];
  const settings: string[] = [];
  const labels = t.body.map((r) => stripMarkup(r[0] ?? '').trim());
  const valueCells = t.body.flatMap((r) => r.slice(1));
  const headers = t.header.flat().map((h) => stripMarkup(h).trim()).filter(Boolean);
  const leaves = (t.header.at(-1) ?? []).slice(1).map((h) => stripMarkup(h).trim()).filter(Boolean);
  const around = [t.caption, t.section, t.leadIn].filter((x): x is string => Boolean(x));
  const ours = labels.find((l) => OURS.test(l));
  if (ours) results.push(`a row marked as the paper's own ("${ours}")`);
  const parsed = valueCells.map((c) => ({ raw: c, cell: parseCell(c) }));
  const numbers = parsed.filter((p) => p.cell.value !== null);
  if (numbers.some((p) => p.cell.bold || UNDERLINE.test(p.raw))) results.push('values in bold or underlined (best results)');
  const direction = [...headers, t.caption ?? ''].find((h) => DIRECTION.test(h));
  if (direction !== undefined) results.push(`a direction printed ("${DIRECTION.exec(direction)?.[0]}")`);
  const said = around.find((x) => RESULT_WORDS.test(x));
  if (said) results.push(`the ${said === t.caption ? 'caption' : said === t.section ? 'heading' : 'lead-in line'} says "${RESULT_WORDS.exec(said)?.[0]}"`);
  if (valueCells.some((c) => /\d\s*(?:±|\+\/-|\\pm)\s*\d/.test(stripMarkup(c)))) results.push('spreads ("±") in the cells');
  const named = [...headers, t.caption ?? '', t.section ?? ''].flatMap((x) => datasetsIn(x, ctx.datasets, ctx.abbreviations));
  if (named.length) results.push(`a known dataset (${named[0]}) in a header, the caption or the heading`);
  const settingSaid = around.find((x) => SETTING_WORDS.test(x));
  if (settingSaid) settings.push(`the ${settingSaid === t.caption ? 'caption' : settingSaid === t.section ? 'heading' : 'lead-in line'} says "${SETTING_WORDS.exec(settingSaid)?.[0]}"`);
  const countHeads = leaves.filter((h) => SETTING_HEADER.test(h));
  if (countHeads.length * 2 >= leaves.length && countHeads.length) settings.push(`headers of counts or sizes ("${countHeads[0]}")`);
  const datasetRows = labels.filter((l) => datasetsIn(l, ctx.datasets, ctx.abbreviations).length).length;
  if (labels.length && datasetRows * 2 > labels.length) settings.push('rows that are datasets');
  return { results, settings };
}

/** Results when two signs of results or more are printed and none of settings. */
export function reportsResults(e: ResultsEvidence): boolean {
  return e.results.length >= 2 && e.settings.length === 0;
}
