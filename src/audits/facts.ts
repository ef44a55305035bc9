/**
 * One fact, one finding. A check may see the same fact through several printings — a number quoted
 * from a paper's Table 1 differs, and the paper's slides print the same Table 1 — and report it once
 * per printing. Findings that carry `facts` (keys of the atomic facts they report: method, dataset,
 * split, subset, metric and the two printed values) are merged when one's facts include the other's:
 * the merged finding lists every printing and every source, and counts once. Pure.
 */
import type { Finding } from '../core/findings.js';

/** A finding as a check returns it: with the keys of the facts it reports, when it can name them. */
export interface FactFinding extends Finding {
  readonly facts?: readonly string[];
}

const includes = (big: ReadonlySet<string>, small: ReadonlySet<string>): boolean => [...small].every((k) => big.has(k));

const posKey = (s: Finding['sources'][number]): string => `${s.claimFile.file}:${s.claimFile.line}:${s.claimFile.col}`;

function mergeGroup(group: readonly FactFinding[]): Finding {
  const [first, ...rest] = [...group].sort((a, b) => (b.facts?.length ?? 0) - (a.facts?.length ?? 0) || a.id.localeCompare(b.id));
  const { facts: _, ...rep } = first!;
  if (rest.length === 0) return rep;
  const printings = [...new Set(group.flatMap((f) => f.printings ?? []))];
  const seen = new Set<string>();
  const sources = group.flatMap((f) => f.sources).filter((s) => {
    const k = `${posKey(s)}|${s.label ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return {
    ...rep,
    message: `${rep.message} The same fact is seen through ${printings.length} printings (${printings.join('; ')}): reported once.`,
    sources,
    printings,
  };
}

/** Merges findings about the same facts; `removed` is how many findings were folded into others. */
export function mergeFacts(findings: readonly FactFinding[]): { findings: Finding[]; removed: number } {
  const groups: { paper: string; check: string; facts: Set<string>; members: FactFinding[] }[] = [];
  const out: (Finding | (typeof groups)[number])[] = [];
  for (const f of findings) {
    if (!f.facts?.length) {
      const { facts: _, ...plain } = f;
      out.push(plain);
      continue;
    }
    const mine = new Set(f.facts);
    const g = groups.find((x) => x.paper === f.paper && x.check === f.check && (includes(x.facts, mine) || includes(mine, x.facts)));
    if (g) {
      g.members.push(f);
      for (const k of mine) g.facts.add(k);
    } else {
      const fresh = { paper: f.paper, check: f.check, facts: mine, members: [f] };
      groups.push(fresh);
      out.push(fresh);
    }
  }
  return { findings: out.map((x) => ('members' in x ? mergeGroup(x.members) : x)), removed: findings.length - out.length };
}
