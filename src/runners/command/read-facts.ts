/** The JSON objects a command wrote that its config stores with the run's environment (`facts:`). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandConfig } from '../../claims/configs/command.js';
import { expand } from './placeholders.js';
import type { Places } from './placeholders.js';

export interface FactsRead {
  readonly facts: Record<string, unknown>;
  /** One line per file that gave nothing: its path and what was wrong. */
  readonly problems: readonly string[];
  readonly files: readonly string[];
}

/** The object of a file holding one JSON object (a probe's record: one line of JSON), or why not (pure). */
export function parseFactObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; problem: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `not JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { ok: false, problem: `expected one JSON object, found ${Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v}` };
  return { ok: true, value: v as Record<string, unknown> };
}

export function readFacts(c: CommandConfig, places: Places): FactsRead {
  const facts: Record<string, unknown> = {};
  const problems: string[] = [];
  const files: string[] = [];
  for (const f of c.facts) {
    const path = resolve(places.cwd, expand(f.file, places));
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${path}: not written (fact '${f.key}')`);
      continue;
    }
    const r = parseFactObject(text);
    if (!r.ok) {
      problems.push(`${path}: ${r.problem} (fact '${f.key}')`);
      continue;
    }
    facts[f.key] = r.value;
    files.push(path);
  }
  return { facts, problems, files };
}
