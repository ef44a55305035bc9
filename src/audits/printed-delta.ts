/**
 * printed-delta: every delta printed next to a value, recomputed against its base row (the row's
 * `vs`, else the table's `base`; never the row itself) over the printed rounding of all three
 * numbers: relative deltas as 100·(value − base)/base, absolute ones (`deltaKind: absolute`,
 * points or metric units) as value − base. A delta no rounding explains is an error; the finding
 * says which other formula the printed number matches. A reproduction row's base is the paper's
 * own row (reproduced vs claimed).
 */
import type { DocPath, LoadedClaimFile } from '../claims/model.js';
import type { FactFinding } from './facts.js';
import type { Cell, TableRef } from './cells.js';
import { cell, cellKey, cellLocation, decimalsAt, shownAt, focused, locate, paperId, resultsTables, rowName, slug, tableTitle } from './cells.js';
import type { Interval } from './interval.js';
import { difference, formatInterval, intersects, negate, printed, ratio, relativeChange, round, roundInterval } from './interval.js';
import type { Alternative } from './explain.js';
import { explain } from './explain.js';
import type { Check } from './types.js';
import type { CoverageMark } from './coverage.js';

/** Other ways a printed delta could have been computed from the same two numbers. */
function otherFormulas(reproduced: Cell, claimed: Cell, absolute: boolean): Alternative[] {
  if (absolute) return absoluteAlternatives(reproduced, claimed);
  const r = reproduced.interval;
  const c = claimed.interval;
  const rv = reproduced.text;
  const cv = claimed.text;
  const pct = (x: number) => `${x.toFixed(2)}%`;
  const ratioValue = (100 * reproduced.value) / claimed.value;
  const change = (100 * (reproduced.value - claimed.value)) / claimed.value;
  const vsReproduced = (100 * (reproduced.value - claimed.value)) / reproduced.value;
  const points = reproduced.value - claimed.value;
  return [
    { name: `the ratio reproduced/claimed (100·${rv}/${cv} = ${pct(ratioValue)}) printed as a drop`, value: -ratioValue, interval: negate(ratio(r, c)) },
    { name: `the ratio reproduced/claimed (100·${rv}/${cv} = ${pct(ratioValue)})`, value: ratioValue, interval: ratio(r, c) },
    { name: `the relative change with the opposite sign (${pct(-change)})`, value: -change, interval: negate(relativeChange(r, c)) },
    { name: `the change relative to the reproduced value (100·(${rv} − ${cv})/${rv} = ${pct(vsReproduced)})`, value: vsReproduced, interval: changeVsReproduced(r, c) },
    { name: `the difference in points (${rv} − ${cv} = ${round(points, 2)})`, value: points, interval: difference(r, c) },
  ];
}

/** For a delta printed in points: the relative change (a % printed as points) and the sign flipped. */
function absoluteAlternatives(value: Cell, base: Cell): Alternative[] {
  const change = (100 * (value.value - base.value)) / base.value;
  const points = value.value - base.value;
  return [
    { name: `the relative change 100·(${value.text} − ${base.text})/${base.text} = ${change.toFixed(2)}% printed as points`, value: change, interval: relativeChange(value.interval, base.interval) },
    { name: `the difference with the opposite sign (${round(-points, 2)})`, value: -points, interval: negate(difference(value.interval, base.interval)) },
  ];
}

/** 100·(r − c)/r: increasing in r, decreasing in c (for r > 0). */
function changeVsReproduced(r: Interval, c: Interval): Interval {
  if (r[0] <= 0) return [-Infinity, Infinity];
  return [(100 * (r[0] - c[1])) / r[0], (100 * (r[1] - c[0])) / r[1]];
}

interface DeltaItem {
  readonly file: LoadedClaimFile;
  readonly ref: TableRef;
  readonly reproduced: Cell;
  readonly claimed: Cell;
  readonly stated: number;
  readonly statedPath: DocPath;
  /** Printed in points / metric units (value − base) rather than in % of the base. */
  readonly absolute: boolean;
  /** Deltas of the row's other columns, for "matches the delta of another column". */
  readonly siblings: readonly (Alternative & { readonly consistent: boolean })[];
}

function items(file: LoadedClaimFile, marks: CoverageMark[]): DeltaItem[] {
  const out: DeltaItem[] = [];
  const paper = paperId(file);
  for (const ref of resultsTables(file)) {
    ref.table.rows.forEach((row, ri) => {
      const base = baseOf(ref, ri);
      if (row.deltas && base === undefined) {
        const why = row.vs ?? ref.table.base ? `baseline not resolved: '${row.vs ?? ref.table.base}' is no other row of the table` : 'baseline not resolved: no `vs` on the row and no `base` on the table';
        row.deltas.forEach((d, col) => d !== null && marks.push({ paper, path: [...ref.path, 'rows', ri, 'deltas', col], checked: false, reason: why }));
      }
      if (!row.deltas || base === undefined) return;
      const claimedIndex = base;
      const absolute = row.deltaKind === 'absolute';
      const pairs = row.deltas.flatMap((d, col) => {
        const reproduced = cell(file, ref, ri, col);
        const claimed = cell(file, ref, claimedIndex, col);
        if (d !== null && (!reproduced || !claimed))
          marks.push({ paper, path: [...ref.path, 'rows', ri, 'deltas', col], checked: false, reason: `baseline not resolved: ${!reproduced ? 'the row' : 'the base row'} prints no value in this column` });
        return d === null || !reproduced || !claimed ? [] : [{ d, col, reproduced, claimed }];
      });
      for (const p of pairs) marks.push(...[[...ref.path, 'rows', ri, 'deltas', p.col], p.reproduced.path, p.claimed.path].map((path) => ({ paper, path, checked: true })));
      for (const p of pairs) {
        out.push({
          file,
          ref,
          reproduced: p.reproduced,
          claimed: p.claimed,
          stated: p.d,
          statedPath: [...ref.path, 'rows', ri, 'deltas', p.col],
          absolute,
          siblings: pairs
            .filter((q) => q.col !== p.col)
            .map((q) => {
              const value = absolute ? q.reproduced.value - q.claimed.value : (100 * (q.reproduced.value - q.claimed.value)) / q.claimed.value;
              const interval = absolute ? difference(q.reproduced.interval, q.claimed.interval) : relativeChange(q.reproduced.interval, q.claimed.interval);
              const statedQ = printed(q.d, decimalsAt(file, [...ref.path, 'rows', ri, 'deltas', q.col], q.d));
              return { name: `the delta of the ${q.reproduced.column.label} column (${absolute ? round(value, 2) : `${value.toFixed(2)}%`})`, value, interval, consistent: intersects(statedQ, interval) };
            }),
        });
      }
    });
  }
  return out;
}

/**
 * Index of the base row of row `ri`'s deltas: its `vs`, else the table's `base`, as a paper row
 * (not a reproduction). Undefined when none resolves, or when it would be the row itself.
 */
export function baseOf(ref: TableRef, ri: number): number | undefined {
  const row = ref.table.rows[ri];
  const base = row?.vs ?? ref.table.base;
  if (!row || base === undefined) return undefined;
  const index = ref.table.rows.findIndex((r) => r.method === base && r.reproduction === undefined);
  return index < 0 || index === ri ? undefined : index;
}

function check(item: DeltaItem): FactFinding | undefined {
  const { file, reproduced, claimed } = item;
  const computed = item.absolute ? difference(reproduced.interval, claimed.interval) : relativeChange(reproduced.interval, claimed.interval);
  const decimals = decimalsAt(file, item.statedPath, item.stated);
  const stated = printed(item.stated, decimals);
  if (intersects(stated, computed)) return undefined;
  if (item.absolute || reproduced.row.reproduction === undefined) return checkGeneric(item, computed, decimals, stated);
  const value = (100 * (reproduced.value - claimed.value)) / claimed.value;
  const { matches, possibilities } = explain(item.stated, decimals, value, [...otherFormulas(reproduced, claimed, false), ...item.siblings], stated);
  const impliedReproduced = claimed.value * (1 + item.stated / 100);
  const name = rowName(file, reproduced.row);
  const col = reproduced.column.label;
  const rowNote = item.siblings.length > 0 && item.siblings.every((x) => x.consistent) ? ` Every other delta of this row is (reproduced − claimed)/claimed within rounding.` : '';
  const message =
    `${tableTitle(file, item.ref.table.source)}: the delta printed for ${name} on ${col} is ${shownAt(file, item.statedPath, item.stated)}%, but (${reproduced.text} − ${claimed.text})/${claimed.text} = ${value.toFixed(2)}% ` +
    `(any value in ${formatInterval(computed)}% given the rounding)` +
    (matches
      ? `; the printed number is ${matches}.`
      : `; no formula reproduces the printed digits (it would need a reproduced value of ≈${round(impliedReproduced, 2)} instead of ${reproduced.text}).` +
        (possibilities.length ? ` Possible explanations, none established: ${possibilities.join('; ')}.` : '') +
        rowNote) +
    ' Correct the delta or the value.';
  return {
    id: `${paperId(file)}/printed-delta/${slug(item.ref.table.id, reproduced.row.reproduction ?? reproduced.row.method, reproduced.column.subset, reproduced.column.metric)}`,
    paper: paperId(file),
    check: 'printed-delta',
    severity: 'error',
    message,
    sources: [
      locate(file, item.statedPath, item.ref.table.source, `${tableTitle(file, item.ref.table.source)}: ${name} · ${col} printed delta = ${shownAt(file, item.statedPath, item.stated)}%`),
      cellLocation(reproduced),
      cellLocation(claimed),
    ],
    stated: item.stated,
    computed: round(value),
    interval: roundInterval(computed),
    ...(matches ? { matches } : {}),
    ...(possibilities.length ? { possibilities } : {}),
    printings: [tableTitle(file, item.ref.table.source)],
    // The same printed delta of the same two printed values, wherever the row is printed again.
    facts: [[cellKey(reproduced), reproduced.text, claimed.text, shownAt(file, item.statedPath, item.stated)].join('|')],
  };
}

/** A delta of a table row against its base row (relative or absolute), in words that do not presume a reproduction. */
function checkGeneric(item: DeltaItem, computed: Interval, decimals: number, stated: Interval): FactFinding {
  const { file, reproduced: value, claimed: base } = item;
  const points = value.value - base.value;
  const exact = item.absolute ? points : (100 * points) / base.value;
  const unit = item.absolute ? '' : '%';
  const formula = item.absolute ? `${value.text} − ${base.text} = ${round(exact, 2)}` : `(${value.text} − ${base.text})/${base.text} = ${exact.toFixed(2)}%`;
  const { matches, possibilities } = explain(item.stated, decimals, exact, [...otherFormulas(value, base, item.absolute), ...item.siblings], stated);
  const name = rowName(file, value.row);
  const baseName = rowName(file, base.row);
  const col = value.column.label;
  const shown = shownAt(file, item.statedPath, item.stated);
  const message =
    `${tableTitle(file, item.ref.table.source)}: the ${item.absolute ? 'absolute' : 'relative'} delta printed for ${name} on ${col} against ${baseName} is ${shown}${unit}, but ${formula} ` +
    `(any value in ${formatInterval(computed)}${unit} given the rounding)` +
    (matches ? `; the printed number is ${matches}.` : possibilities.length ? `. Possible explanations, none established: ${possibilities.join('; ')}.` : '.') +
    ' Correct the delta or the value.';
  return {
    id: `${paperId(file)}/printed-delta/${slug(item.ref.table.id, value.row.method, value.column.subset, value.column.metric)}`,
    paper: paperId(file),
    check: 'printed-delta',
    severity: 'error',
    message,
    sources: [locate(file, item.statedPath, item.ref.table.source, `${tableTitle(file, item.ref.table.source)}: ${name} · ${col} printed delta = ${shown}${unit}`), cellLocation(value), cellLocation(base)],
    stated: item.stated,
    computed: round(exact),
    interval: roundInterval(computed),
    ...(matches ? { matches } : {}),
    ...(possibilities.length ? { possibilities } : {}),
    printings: [tableTitle(file, item.ref.table.source)],
    facts: [[cellKey(value), value.text, base.text, shown, item.absolute ? 'abs' : 'rel'].join('|')],
  };
}

export const printedDeltaCheck: Check = (ctx) => {
  const marks: CoverageMark[] = [];
  const all = focused(ctx).flatMap((f) => items(f, marks));
  return { findings: all.flatMap((i) => check(i) ?? []), run: all.length, marks };
};
