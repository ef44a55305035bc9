/**
 * Which metrics of public metric catalogues (toolkits, devkits, evaluation libraries) the registry lacks:
 * reads test/fixtures/metric-catalogues/*.json (each: catalogue, url, names as papers print them) and looks
 * every name up as a header (`metricFor`, the reader `audit extract` uses); a name the registry reads only beside
 * its metrics (`besideOnly`: "MT", "FP", "Coverage") counts apart. Prints per catalogue the counts and
 * (`--missing`) the names missing. `--json` prints the same as JSON.
 *
 *   npx tsx bench/metric-catalogue-coverage.ts [--json] [--missing]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { besideOnlyReadings } from '../src/core/metric-registry.js';
import { metricFor } from '../src/extract/metric-lookup.js';

interface Catalogue {
  catalogue: string;
  url: string;
  names: string[];
}

const beside = besideOnlyReadings();
const besideOnly = (n: string): boolean => beside.has(n.replace(/\s*[([]\s*%\s*[)\]]\s*$/, '').toLowerCase().replace(/\s+/g, ''));
const dir = join(import.meta.dirname, '..', 'test', 'fixtures', 'metric-catalogues');
const rows = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const c = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Catalogue;
    const unread = c.names.filter((n) => metricFor(n) === undefined);
    const missing = unread.filter((n) => !besideOnly(n));
    return { file: f, catalogue: c.catalogue, names: c.names.length, found: c.names.length - unread.length, besideOnly: unread.length - missing.length, missing };
  });

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 1));
} else {
  console.log('| catalogue | names | read alone | read beside its metrics | missing |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.file.replace(/\.json$/, '')} | ${r.names} | ${r.found} | ${r.besideOnly} | ${process.argv.includes('--missing') ? r.missing.join(', ') : r.missing.length} |`);
  const sum = (k: 'names' | 'found' | 'besideOnly'): number => rows.reduce((s, r) => s + r[k], 0);
  const n = sum('names');
  const m = n - sum('found') - sum('besideOnly');
  console.log(`| **all** | ${n} | ${sum('found')} | ${sum('besideOnly')} | ${m} (${((100 * (n - m)) / n).toFixed(1)}% covered) |`);
}
