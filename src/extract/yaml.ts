/** Draft → claim-file YAML text, numbers exactly as printed and every guess as a `# review:` comment. Pure. */
import { fractionColumns, percentTyped } from './print-scale.js';
import { UNKNOWN_METRIC } from './unknown-metric.js';
import { unpadNumber } from '../core/printed-number.js';
import type { MetricDef } from '../core/metric-registry.js';
import type { DraftAttributesTable, DraftItem, DraftMethod, DraftReproduction, DraftResultsTable, DraftTable, InputDoc, Printed } from './types.js';

const str = (s: string): string => JSON.stringify(s);
const scalar = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  // a zero-padded print ("08.77%", "012") is written as its number: YAML 1.1 readers take "012" as octal
  if (typeof v === 'object' && v !== null && 'n' in v) return unpadNumber(String((v as { n: string }).n));
  if (typeof v === 'object' && v !== null && 'b' in v) return String((v as { b: boolean }).b);
  if (typeof v === 'object' && v !== null && 's' in v) return str((v as { s: string }).s);
  if (typeof v === 'string') return str(v);
  return String(v);
};
/** A map whose every value is a plain string (a row's settings): never read as a printed value, even with a key `n`, `b` or `s`. */
class StringMap {
  constructor(readonly entries: Readonly<Record<string, string>>) {}
}
/** A flow-style value: scalars, arrays, objects (for sources, columns, rows). */
export function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (v instanceof StringMap) return `{ ${Object.entries(v.entries).map(([k, x]) => `${k}: ${str(x)}`).join(', ')} }`;
  if (v && typeof v === 'object' && !('n' in v) && !('b' in v) && !('s' in v))
    return `{ ${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${k}: ${flow(x)}`)
      .join(', ')} }`;
  return scalar(v);
}
const review = (notes: readonly string[], indent: string): string => notes.map((n) => `${indent}# review: ${n.replace(/\n/g, ' ')}\n`).join('');
const printed = (v: Printed): unknown => v;

export interface DraftFile {
  readonly id: string;
  readonly title: string;
  readonly docs: readonly InputDoc[];
  readonly methods: readonly DraftMethod[];
  readonly datasets: readonly { id: string; name: string }[];
  readonly tables: readonly DraftTable[];
  readonly items: readonly DraftItem[];
  readonly reproductions: readonly DraftReproduction[];
  /** What was seen but could not be written at all (a claim the schema refuses), as review lines at the top. */
  readonly leftOut?: readonly string[];
}

function resultsYaml(t: DraftResultsTable): string {
  let out = `  - id: ${t.id}\n${review(t.review, '    ')}    kind: results\n    source: ${flow(t.source)}\n`;
  if (t.caption) out += `    caption: ${str(t.caption)}\n`;
  const split = t.split
    ? `    split: ${t.split}   # review: split read from the caption; check it against the text\n`
    : '    split: unknown   # review: the caption names no split; say test/val when the paper does\n';
  out += `    dataset: ${t.dataset}\n${split}`;
  // percent-type metrics printed as fractions (0.912): the whole table, else the columns that do
  const fractions = new Set(fractionColumns(t));
  const whole = fractions.size > 0 && fractions.size === percentTyped(t);
  if (whole) out += '    scale: fraction   # review: every value is a fraction (≤ 1): read as 0–1, not percent\n';
  out += '    columns:\n';
  // where each metric was read (metricFrom) is for the bench, not the draft
  t.columns.forEach(({ metricFrom: _from, ...c }, j) => {
    out += `      - ${flow(!whole && fractions.has(j) ? { ...c, scale: 'fraction' } : c)}${!whole && fractions.has(j) ? '   # review: values ≤ 1: read as fractions' : ''}\n`;
  });
  if (t.decimals !== undefined) out += `    decimals: ${t.decimals}\n`;
  if (t.spread) out += `    spread: { kind: ${t.spread.kind}${t.spread.n !== undefined ? `, n: ${t.spread.n}` : ''} }   # review: what ± means, read from the caption\n`;
  if (t.settings?.length) {
    out += '    settings:\n';
    for (const s of t.settings) out += `      - ${flow(s)}\n`;
  }
  out += '    rows:\n';
  for (const r of t.rows) {
    const { review: notes, values, deltas, spreads, settings, deltaKind, vs, note, ...rest } = r;
    out += review(notes, '      ');
    const num = (d: string | null) => (d === null ? null : { n: d });
    out += `      - ${flow({ ...rest, values: values.map(printed), ...(spreads ? { spreads: spreads.map(num) } : {}), ...(settings ? { settings: new StringMap(settings) } : {}), ...(deltas ? { deltas: deltas.map(num), ...(deltaKind ? { deltaKind } : {}), ...(vs ? { vs } : {}) } : {}), ...(note ? { note } : {}) })}\n`;
  }
  return printable(out);
}

function attributesYaml(t: DraftAttributesTable): string {
  let out = `  - id: ${t.id}\n${review(t.review, '    ')}    kind: attributes\n    source: ${flow(t.source)}\n`;
  if (t.caption) out += `    caption: ${str(t.caption)}\n`;
  out += '    columns:\n';
  for (const c of t.columns) out += `      - ${flow(c)}\n`;
  out += '    rows:\n';
  for (const r of t.rows) out += `      - ${flow({ key: r.key, label: r.label, values: r.values.map((v) => (v && 's' in v && v.s === '' ? { s: '' } : v)) })}\n`;
  return printable(out);
}

function itemYaml(i: DraftItem): string {
  const { kind, source, ...rest } = i.fields as { kind: string; source: unknown };
  let out = `${review(i.review, '  ')}  - id: ${String((i.fields as { id?: string }).id)}\n    kind: ${kind}\n    source: ${flow(source)}\n`;
  for (const [k, v] of Object.entries(rest)) if (k !== 'id') out += `    ${k}: ${flow(v)}\n`;
  return printable(out);
}

/** The metrics the tables declare (a registry lacks them), once each: the first table's reading, every printed alias. */
function declaredMetrics(tables: readonly DraftTable[]): MetricDef[] {
  const out = new Map<string, MetricDef>();
  for (const t of tables) {
    if (t.kind !== 'results') continue;
    const used = new Set(t.columns.map((c) => c.metric));
    for (const m of t.metrics ?? []) {
      if (!used.has(m.id)) continue;
      const had = out.get(m.id);
      out.set(m.id, had ? { ...had, aliases: [...new Set([...had.aliases, ...m.aliases])].filter((a) => a !== had.name) } : m);
    }
  }
  return [...out.values()];
}

export function draftYaml(d: DraftFile): string {
  // the documents the user gave; a PDF's or HTML page's converted text (what validate reads) after it
  const files = d.docs.map((x) => (x.given ? `${x.given} (its text: ${x.file})` : x.file)).join(', ');
  let out = `# Draft claim file written by \`audit extract\` from ${files}.\n# Every guess is marked "# review:"; check each against the paper, then run\n#   audit validate <this file> --sources <folder of the documents> (a PDF's or HTML page's text: beside this file)\n`;
  out += review(d.leftOut ?? [], '');
  out += `schemaVersion: 1\npaper:\n  id: ${d.id}\n  title: ${str(d.title)}   # review: title guessed from the first line(s) of ${d.docs[0]?.file ?? 'the document'}\n  docs:\n`;
  for (const x of d.docs) out += `    - { id: ${x.id}, file: ${str(x.file)}, kind: ${x.kind} }   # review: kind guessed\n`;
  const unknown = d.tables.some((t) => t.kind === 'results' && t.columns.some((c) => c.metric === UNKNOWN_METRIC.id));
  const local = declaredMetrics(d.tables);
  if (unknown || local.length) out += 'metrics:\n';
  for (const m of local) {
    out += `  # review: '${m.id}' is printed in a header but is no registry metric: declared for this document (direction and scale guessed: check them, or use a registry id)\n`;
    out += `  - ${flow({ id: m.id, name: m.name, ...(m.aliases.length ? { aliases: m.aliases } : {}), direction: m.direction, scale: m.scale, ...(m.unit ? { unit: m.unit } : {}), field: m.field })}\n`;
  }
  if (unknown) {
    out += `  # review: the metric of the columns drafted under '${UNKNOWN_METRIC.id}' is printed nowhere near them: name it (a registry id or one declared here), then remove this entry\n`;
    out += `  - ${flow({ id: UNKNOWN_METRIC.id, name: UNKNOWN_METRIC.name, direction: UNKNOWN_METRIC.direction, scale: UNKNOWN_METRIC.scale, field: UNKNOWN_METRIC.field })}\n`;
  }
  out += 'methods:\n';
  for (const m of d.methods) {
    out += m.known ? '' : `  # review: new method id '${m.id}': no existing claim file names "${m.name}"; reuse an existing id if it is the same method\n`;
    out += `  - ${flow({ id: m.id, name: m.name, ...(m.aliases.length ? { aliases: m.aliases } : {}), ...(m.cite ? { cite: m.cite } : {}), own: m.own, ...(m.paper ? { paper: m.paper } : {}) })}${m.own ? '   # review: marked own (printed "Ours" or named after this paper)' : ''}\n`;
  }
  out += `datasets:${d.datasets.length ? '\n' : ' []\n'}`;
  for (const ds of d.datasets) out += `  - ${flow(ds)}\n`;
  out += `tables:${d.tables.length ? '\n' : ' []\n'}`;
  for (const t of d.tables) out += t.kind === 'results' ? resultsYaml(t) : attributesYaml(t);
  const st = d.items.filter((i) => i.section === 'statements');
  const hw = d.items.filter((i) => i.section === 'hardware');
  out += `statements:${st.length ? '\n' : ' []\n'}${st.map(itemYaml).join('')}`;
  out += `hardware:${hw.length ? '\n' : ' []\n'}${hw.map(itemYaml).join('')}`;
  out += `reproductions:${d.reproductions.length ? '\n' : ' []\n'}`;
  for (const r of d.reproductions) out += `  # review: who ran it, where, on which split\n  - ${flow(r)}\n`;
  return printable(out);
}

/**
 * YAML allows only printable characters, in comments too, and JSON.stringify leaves DEL and the C1 controls raw;
 * YAML 1.1 readers also break lines at NEL and the Unicode line and paragraph separators, inside a comment or a
 * string. A PDF font can print a control character for a dash (`\u0015`): written as the escape `\u0015`, which is
 * the character itself inside a quoted string and readable text inside a `# review:` comment, so strict readers load it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NON_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]/g;
export const printable = (text: string): string => text.replace(NON_PRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
