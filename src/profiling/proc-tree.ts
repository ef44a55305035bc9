/** The process tree of a run: pure descendant search plus a Linux /proc reader. */
import { readdirSync, readFileSync } from 'node:fs';

/** All descendants of `root` (root included) given (pid, parent pid) pairs. */
export function descendants(root: number, pairs: Iterable<readonly [number, number]>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of pairs) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const out = new Set<number>([root]);
  const stack = [root];
  while (stack.length > 0) {
    for (const c of children.get(stack.pop() as number) ?? []) {
      if (!out.has(c)) {
        out.add(c);
        stack.push(c);
      }
    }
  }
  return out;
}

/** `/proc/<pid>/stat` → parent pid (field 4, after the parenthesised command name). */
export function parentOfStat(stat: string): number | undefined {
  const close = stat.lastIndexOf(')');
  const ppid = Number(stat.slice(close + 2).split(' ')[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** (pid, ppid) of every process visible in /proc; empty where /proc does not exist. */
export function processPairs(procDir = '/proc'): [number, number][] {
  let names: string[];
  try {
    names = readdirSync(procDir);
  } catch {
    return [];
  }
  const pairs: [number, number][] = [];
  for (const n of names) {
    if (!/^\d+$/.test(n)) continue;
    try {
      const ppid = parentOfStat(readFileSync(`${procDir}/${n}/stat`, 'utf8'));
      if (ppid !== undefined) pairs.push([Number(n), ppid]);
    } catch {
      // the process exited between readdir and read
    }
  }
  return pairs;
}
