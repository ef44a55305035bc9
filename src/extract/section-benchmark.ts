/**
 * A section heading that is only a benchmark's name ("## SceneFlow", "### Cityscapes (val)", "2.1 ADE20K results"),
 * the benchmark's conventional metric (pure): a docs page or README that groups its tables under one heading per
 * benchmark prints no metric over columns such as `Paper | Reproduced`. Read as a header would be
 * (headerConventionOf: the catalogue and the header patterns), so a heading of prose that merely mentions a benchmark
 * gives nothing; a metric any header, the caption or the text names wins (the caller asks only when none does).
 */
import { headerConventionOf } from './benchmark-conventions.js';
import type { ConventionHit } from './benchmark-conventions.js';
import { stripMarkup } from './names.js';

/** Words a heading prints around a benchmark's name that name no benchmark. */
const AROUND = /\s*\b(?:results?|leaderboard|benchmarks?|evaluation|performance)\s*$/i;

export function sectionBenchmarkConvention(section: string | undefined): ConventionHit | undefined {
  const name = stripMarkup(section ?? '')
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/, '')
    // a note in square brackets ("LLaVA-Bench (In-the-Wild [Ongoing work])") names no benchmark
    .replace(/\s*\[[^\]]*\]/g, '')
    .replace(AROUND, '')
    .trim();
  if (!name || name.length > 40) return undefined;
  return headerConventionOf(name);
}

/** Whether most printed cells of a column are numbers (`-` and blanks aside): a column of file names or sizes is a setting. */
export function mostlyNumbers(cells: readonly string[]): boolean {
  const printed = cells.map((c) => stripMarkup(c).trim()).filter((c) => c && !/^[-–—]$/.test(c));
  const numbers = printed.filter((c) => /^[-+]?\d+(?:\.\d+)?%?$/.test(c.replace(/[*†‡]/g, '')));
  return printed.length > 0 && numbers.length * 2 > printed.length;
}

/**
 * The benchmark convention of the table's own section heading, else of the nearest heading above it that is only a
 * benchmark's name ("## LLaVA-Bench (In-the-Wild)" › "### Results" › table): a README groups its results under one
 * heading per benchmark and a generic sub-heading. The document's title (level 1) is no enclosing heading here. Else
 * the convention the benchmarks its caption names share (captionBenchmarkConvention, round 17).
 */
export function surroundingBenchmarkConvention(t: { readonly section?: string | undefined; readonly outerSections?: readonly string[] | undefined; readonly caption?: string | undefined }): ConventionHit | undefined {
  const own = sectionBenchmarkConvention(t.section);
  if (own) return own;
  for (const heading of t.outerSections ?? []) {
    const hit = sectionBenchmarkConvention(heading);
    if (hit) return hit;
  }
  return captionBenchmarkConvention(t.caption);
}

/** Words of a caption that never name a benchmark on their own. */
const CAPTION_FILLER = /^(?:and|or|on|of|for|the|a|an|with|in|to|results?|performance|comparison|benchmarks?|datasets?|metrics?|various|different|models?|methods?|evaluation|table|\d+)$/i;

/**
 * The benchmarks a caption names, when they share one conventional metric ("Performance Metrics for Various Models on
 * HumanEval and MBPP Benchmarks": pass@1): every word (or pair of words, "Natural Questions") read as a header would be.
 * None when the caption names benchmarks of different metrics, or none: a table's columns (languages, categories)
 * then report the benchmarks' metric, for review.
 */
export function captionBenchmarkConvention(caption: string | undefined): ConventionHit | undefined {
  const words = stripMarkup(caption ?? '')
    .replace(/^\s*(?:table|tab\.)\s*[A-Z]?\d+[a-z]?\s*[:.|]?\s*/i, '')
    .split(/[\s,;:()[\]]+/)
    .map((w) => w.replace(/[.'’]+$/, ''))
    .filter(Boolean);
  const hits: ConventionHit[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (CAPTION_FILLER.test(w) || !/^[A-Z0-9]/.test(w)) continue;
    const next = words[i + 1];
    const pair = next && /^[A-Z0-9]/.test(next) && !CAPTION_FILLER.test(next) ? headerConventionOf(`${w} ${next}`) : undefined;
    const hit = pair ?? headerConventionOf(w);
    if (pair) i++;
    if (hit) hits.push(hit);
  }
  const first = hits[0];
  return first && hits.every((h) => h.metric === first.metric) ? first : undefined;
}
