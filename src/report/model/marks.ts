/**
 * Findings marked in place (pure): each finding whose sources are printed cells of a results table
 * gets a mark in those cells (a link to the finding) and, in the findings list, links back to each
 * cell — on this page, or on another paper's page for a cross-paper finding.
 */
import type { LoadedClaimFile } from '../../claims/model.js';
import { formatPos } from '../../core/errors.js';
import type { Finding } from '../../core/findings.js';
import { metricLabel } from '../../core/metrics.js';
import type { FindingView } from './findings.js';
import { findingView } from './findings.js';
import { findingHeading, githubAnchor, tableHeading } from './md-anchors.js';
import type { CellMark, CellView, TableView } from './tables.js';
import { cellAnchor, tableTitle } from './tables.js';

/** Where a printed cell lives: its paper, its anchor, its table's heading (Markdown links go there), and a human label. */
interface CellRef {
  readonly paper: string;
  readonly anchor: string;
  readonly tableHeading: string;
  readonly text: string;
}

/** A finding with its anchor, short label and the cells it is about. */
export interface MarkedFinding extends FindingView {
  /** `finding-F3` */
  readonly anchor: string;
  /** `F3` (static checks) or `R2` (runs) */
  readonly label: string;
  /** Links to the printed cells the finding is about. */
  readonly cells: readonly { readonly href: string; readonly text: string }[];
  /** A run's discrepancy whose printed value lies inside the measurement's 95% interval. */
  readonly withinNoise?: boolean;
}

/** Claim-file position (`file:line:col`) of every printed results-table cell (and row) → the cell. */
export function cellIndex(files: readonly LoadedClaimFile[]): Map<string, CellRef> {
  return new Map(files.flatMap((f) => [...cellsOf(f)]));
}

/** One claim file's cells by position, computed once per loaded file (positions cost a YAML walk each). */
const cache = new WeakMap<LoadedClaimFile, ReadonlyMap<string, CellRef>>();

function cellsOf(f: LoadedClaimFile): ReadonlyMap<string, CellRef> {
  const hit = cache.get(f);
  if (hit) return hit;
  const out = new Map<string, CellRef>();
  {
    const paper = f.data.paper.id;
    f.data.tables.forEach((t, ti) => {
      if (t.kind !== 'results') return;
      t.rows.forEach((r, ri) => {
        const label = r.label ?? f.data.methods.find((m) => m.id === r.method)?.name ?? r.method;
        r.values.forEach((v, ci) => {
          if (v === null) return;
          const c = t.columns[ci];
          const col = c === undefined ? '' : typeof c === 'string' ? metricLabel(c, f.data.metrics) : (c.label ?? metricLabel(c.metric, f.data.metrics));
          const ref = { paper, anchor: cellAnchor(t.id, ri, ci), tableHeading: tableHeading({ id: t.id, title: tableTitle(f, t) }), text: `${paper} · ${t.id} · ${label} · ${col}` };
          out.set(formatPos(f.pos(['tables', ti, 'rows', ri, 'values', ci])), ref);
          // a finding about a whole row is marked at the row's first printed value
          const rowPos = formatPos(f.pos(['tables', ti, 'rows', ri]));
          if (!out.has(rowPos)) out.set(rowPos, ref);
        });
      });
    });
  }
  cache.set(f, out);
  return out;
}

export interface MarkInput {
  readonly paper: string;
  readonly index: ReadonlyMap<string, CellRef>;
  readonly ext: 'html' | 'md';
}

/**
 * The fragment that reaches a finding on its page: its element id in HTML, its heading's GitHub
 * anchor in Markdown (see md-anchors.ts).
 */
export function findingFragment(f: { readonly anchor: string; readonly label: string; readonly severity: string; readonly check: string }, ext: 'html' | 'md'): string {
  return ext === 'md' ? githubAnchor(findingHeading(f)) : f.anchor;
}

/** The fragment that reaches a printed cell: the cell in HTML, its table's heading in Markdown (a table cell cannot be a target there). */
const cellFragment = (ref: CellRef, ext: 'html' | 'md'): string => (ext === 'md' ? githubAnchor(ref.tableHeading) : ref.anchor);

/** Numbers the findings (`prefix`1…), resolves their cells, and collects the marks per cell anchor. */
export function markFindings(findings: readonly Finding[], prefix: string, input: MarkInput, marks: Map<string, CellMark[]>, withinNoise: (f: Finding) => boolean = () => false): MarkedFinding[] {
  return findings.map((f, i) => {
    const label = `${prefix}${i + 1}`;
    const anchor = `finding-${label}`;
    const refs = new Map<string, CellRef>();
    for (const s of f.sources) {
      const ref = input.index.get(formatPos(s.claimFile));
      if (ref) refs.set(`${ref.paper}#${ref.anchor}`, ref);
    }
    const noise = withinNoise(f);
    const severity = noise ? 'warning' : f.severity;
    for (const ref of refs.values()) {
      if (ref.paper !== input.paper) continue;
      const list = marks.get(ref.anchor) ?? [];
      if (!list.some((m) => m.label === label)) list.push({ href: `#${findingFragment({ anchor, label, severity, check: f.check }, input.ext)}`, label, severity, title: `${label} (${f.check}): ${f.message}` });
      marks.set(ref.anchor, list);
    }
    const cells = [...refs.values()].map((r) => ({ href: `${r.paper === input.paper ? '' : `${encodeURIComponent(r.paper)}.${input.ext}`}#${cellFragment(r, input.ext)}`, text: r.text }));
    return { ...findingView(f), severity, anchor, label, cells, ...(noise ? { withinNoise: true } : {}) };
  });
}

/** The tables with each cell's marks attached. */
export function withMarks(tables: readonly TableView[], marks: ReadonlyMap<string, readonly CellMark[]>): TableView[] {
  const mark = (c: CellView): CellView => {
    if (c.kind === 'empty' || c.anchor === undefined) return c;
    const m = marks.get(c.anchor);
    return m?.length ? { ...c, marks: m } : c;
  };
  return tables.map((t) => ({ ...t, rows: t.rows.map((r) => ({ ...r, cells: r.cells.map(mark) })) }));
}
