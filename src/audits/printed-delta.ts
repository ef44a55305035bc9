/**
 * printed-delta: every relative delta printed next to a reproduced value, recomputed as
 * 100·(reproduced − claimed)/claimed over the printed rounding of all three numbers. A delta no
 * rounding explains is an error; the finding says which other formula the printed number matches.
 */
import type { DocPath, LoadedClaimFile } from '../claims/model.js';
import type { FactFinding } from './facts.js';
import type { Cell, TableRef } from './cells.js';
import { cell, cellKey, cellLocation, decimalsAt, shownAt, focused, locate, paperId, resultsTables, rowName, slug, tableTitle } from './cells.js';
import type { Interval } from './interval.js';
import { difference, formatInterval, intersects, negate, printed, ratio, relativeChange, round, roundInterval, zeroBase } from './interval.js';
import type { Alternative } from './explain.js';
import { explain } from './explain.js';
import type { Check } from './types.js';

/** Other ways a printed delta could have been computed from the same two numbers. */
function otherFormulas(reproduced: Cell, claimed: Cell): Alternative[] {
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
  /** Deltas of the row's other columns, for "matches the delta of another column". */
  readonly siblings: readonly (Alternative & { readonly consistent: boolean })[];
}

function items(file: LoadedClaimFile): DeltaItem[] {
  const out: DeltaItem[] = [];
  for (const ref of resultsTables(file)) {
    ref.table.rows.forEach((row, ri) => {
      if (!row.deltas || !row.vs) return;
      const claimedIndex = ref.table.rows.findIndex((r) => r.method === row.vs && r.reproduction === undefined);
      if (claimedIndex < 0) return;
      const pairs = row.deltas.flatMap((d, col) => {
        const reproduced = cell(file, ref, ri, col);
        const claimed = cell(file, ref, claimedIndex, col);
        return d === null || !reproduced || !claimed ? [] : [{ d, col, reproduced, claimed }];
      });
      for (const p of pairs) {
        out.push({
          file,
          ref,
          reproduced: p.reproduced,
          claimed: p.claimed,
          stated: p.d,
          statedPath: [...ref.path, 'rows', ri, 'deltas', p.col],
          siblings: pairs
            .filter((q) => q.col !== p.col)
            .map((q) => {
              const value = (100 * (q.reproduced.value - q.claimed.value)) / q.claimed.value;
              const interval = relativeChange(q.reproduced.interval, q.claimed.interval);
              const statedQ = printed(q.d, decimalsAt(file, [...ref.path, 'rows', ri, 'deltas', q.col], q.d));
              return { name: `the delta of the ${q.reproduced.column.label} column (${value.toFixed(2)}%)`, value, interval, consistent: intersects(statedQ, interval) };
            }),
        });
      }
    });
  }
  return out;
}

/** A delta printed over a base printed as zero: undefined, so the finding says it cannot hold (never a pass). */
function zeroBaseFinding(item: DeltaItem): FactFinding {
  const { file, reproduced, claimed } = item;
  const name = rowName(file, reproduced.row);
  const col = reproduced.column.label;
  const printedDelta = shownAt(file, item.statedPath, item.stated);
  return {
    id: `${paperId(file)}/printed-delta/${slug(item.ref.table.id, reproduced.row.reproduction ?? reproduced.row.method, reproduced.column.subset, reproduced.column.metric)}`,
    paper: paperId(file),
    check: 'printed-delta',
    severity: 'error',
    message:
      `${tableTitle(file, item.ref.table.source)}: the delta printed for ${name} on ${col} is ${printedDelta}%, relative to ${rowName(file, claimed.row)}'s value printed as ${claimed.text}; ` +
      `a relative change over a base of zero is undefined (${claimed.text} stands for any value in ${formatInterval(claimed.interval)}, zero included), so the printed delta cannot be checked and cannot be right. ` +
      'Print the difference in points instead, or correct the base value.',
    sources: [
      locate(file, item.statedPath, item.ref.table.source, `${tableTitle(file, item.ref.table.source)}: ${name} · ${col} printed delta = ${printedDelta}%`),
      cellLocation(reproduced),
      cellLocation(claimed),
    ],
    stated: item.stated,
    printings: [tableTitle(file, item.ref.table.source)],
    facts: [[cellKey(reproduced), reproduced.text, claimed.text, printedDelta].join('|')],
  };
}

function check(item: DeltaItem): FactFinding | undefined {
  const { file, reproduced, claimed } = item;
  if (zeroBase(claimed.interval)) return zeroBaseFinding(item);
  const computed = relativeChange(reproduced.interval, claimed.interval);
  const decimals = decimalsAt(file, item.statedPath, item.stated);
  const stated = printed(item.stated, decimals);
  if (intersects(stated, computed)) return undefined;
  const value = (100 * (reproduced.value - claimed.value)) / claimed.value;
  const { matches, possibilities } = explain(item.stated, decimals, value, [...otherFormulas(reproduced, claimed), ...item.siblings], stated);
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

export const printedDeltaCheck: Check = (ctx) => {
  const all = focused(ctx).flatMap(items);
  return { findings: all.flatMap((i) => check(i) ?? []), run: all.length };
};
