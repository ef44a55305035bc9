/**
 * Checks a schema-valid claim file for what the schema cannot express: duplicate ids, references to
 * unknown methods / tables / datasets / documents / reproductions, rows with the wrong number of
 * values, column indices out of range. Pure: (data, positions) → issues.
 */
import type { InputIssue, SourcePos } from '../core/errors.js';
import type { DocPath } from './model.js';
import type { ClaimFile, ResultsTable } from './schema.js';
import { closeMetricIds, metricById, type MetricDef } from '../core/metric-registry.js';
import { isCocoMeasured } from '../core/metrics.js';

type PosFn = (path: DocPath) => SourcePos;

export function checkReferences(data: ClaimFile, pos: PosFn): InputIssue[] {
  const issues: InputIssue[] = [];
  const add = (path: DocPath, problem: string, expected: string): void => {
    issues.push({ pos: pos(path), problem: `${fieldName(path)}: ${problem}`, expected });
  };

  const ids = <T extends { id: string }>(list: readonly T[], listName: string): Set<string> => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) add([listName, i, 'id'], `duplicate id '${item.id}'`, `ids unique within ${listName}`);
      seen.add(item.id);
    });
    return seen;
  };
  const docs = new Set<string>();
  data.paper.docs.forEach((d, i) => {
    if (docs.has(d.id)) add(['paper', 'docs', i, 'id'], `duplicate id '${d.id}'`, 'ids unique within paper.docs');
    docs.add(d.id);
  });
  const methods = ids(data.methods, 'methods');
  const datasets = ids(data.datasets, 'datasets');
  ids(data.tables, 'tables');
  ids(data.statements, 'statements');
  ids(data.hardware, 'hardware');
  const repros = ids(data.reproductions, 'reproductions');
  ids(data.configs, 'configs');

  const known = (set: Set<string>, what: string, listName: string) => (value: string | undefined, path: DocPath) => {
    if (value !== undefined && !set.has(value)) add(path, `unknown ${what} '${value}'`, `one of the ids in ${listName} (${[...set].join(', ') || 'none declared'})`);
  };
  const knownMethod = known(methods, 'method', 'methods');
  const knownDataset = known(datasets, 'dataset', 'datasets');
  const knownDoc = known(docs, 'document', 'paper.docs');
  const knownRepro = known(repros, 'reproduction', 'reproductions');

  // Every `source:` anywhere names a declared document.
  const visit = (v: unknown, path: DocPath): void => {
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, [...path, i]));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'source' && x && typeof x === 'object' && 'doc' in x) knownDoc(String((x as { doc: unknown }).doc), [...path, k, 'doc']);
        else visit(x, [...path, k]);
      }
    }
  };
  visit(data, []);

  const declared: readonly MetricDef[] = data.metrics;
  const declaredIds = new Set<string>();
  data.metrics.forEach((m, i) => {
    if (declaredIds.has(m.id)) add(['metrics', i, 'id'], `duplicate id '${m.id}'`, 'ids unique within metrics');
    declaredIds.add(m.id);
  });
  const knownMetric = (metric: string, path: DocPath): void => {
    if (metricById(metric, declared)) return;
    const close = closeMetricIds(metric, declared);
    add(path, `unknown metric '${metric}'`, `a metric id of the registry (see docs/metrics.md)${close.length ? `, e.g. ${close.map((c) => `'${c}'`).join(', ')}` : ''}, or one declared under \`metrics:\``);
  };

  const results = new Map<string, { table: ResultsTable; index: number }>();
  data.tables.forEach((t, ti) => {
    const tp: DocPath = ['tables', ti];
    if (t.kind === 'attributes') {
      const cols = new Set<string>();
      t.columns.forEach((c, ci) => {
        if (cols.has(c.id)) add([...tp, 'columns', ci, 'id'], `duplicate column id '${c.id}'`, 'column ids unique within the table');
        cols.add(c.id);
      });
      t.rows.forEach((r, ri) => {
        if (r.values.length !== t.columns.length)
          add([...tp, 'rows', ri, 'values'], `row '${r.key}' has ${r.values.length} values`, `${t.columns.length} values, one per column`);
      });
      return;
    }
    results.set(t.id, { table: t, index: ti });
    knownDataset(t.dataset, [...tp, 'dataset']);
    t.columns.forEach((c, ci) => {
      if (typeof c === 'string') knownMetric(c, [...tp, 'columns', ci]);
      else {
        knownMetric(c.metric, [...tp, 'columns', ci, 'metric']);
        knownDataset(c.dataset, [...tp, 'columns', ci, 'dataset']);
      }
    });
    const settingIds = new Set((t.settings ?? []).map((x) => x.id));
    knownMethod(t.base, [...tp, 'base']);
    if (t.base && !t.rows.some((o) => o.method === t.base && !o.reproduction)) add([...tp, 'base'], `'${t.base}' has no row in table '${t.id}'`, 'a method with a row in the same table');
    const n = t.columns.length;
    const seenMethods = new Set<string>();
    t.rows.forEach((r, ri) => {
      const rp: DocPath = [...tp, 'rows', ri];
      knownMethod(r.method, [...rp, 'method']);
      const rowKey = `${r.method}/${r.reproduction ?? ''}`;
      if (seenMethods.has(rowKey)) add([...rp, 'method'], `method '${r.method}' appears twice in table '${t.id}'`, 'one row per method (and per reproduction of it) in a table');
      seenMethods.add(rowKey);
      if (r.values.length !== n) add([...rp, 'values'], `row '${r.method}' has ${r.values.length} values`, `${n} values, one per column (null for "-")`);
      if (r.deltas && r.deltas.length !== n) add([...rp, 'deltas'], `row '${r.method}' has ${r.deltas.length} printed deltas`, `${n}, one per column (null where none is printed)`);
      const base = r.vs ?? t.base;
      if (r.deltas && !base) add([...rp, 'deltas'], 'printed deltas without `vs`', 'the method the deltas are relative to in `vs` (or the table\'s `base`)');
      if (r.deltas?.some((d) => d !== null) && base === r.method && !r.reproduction)
        add([...rp, r.vs ? 'vs' : 'deltas'], `the printed deltas of '${r.method}' would be relative to its own row`, 'the base row the deltas compare with (the baseline, the full model, the default setting): a row is never its own base');
      knownMethod(r.vs, [...rp, 'vs']);
      if (r.vs && !t.rows.some((o) => o.method === r.vs && !o.reproduction)) add([...rp, 'vs'], `'${r.vs}' has no row in table '${t.id}'`, 'a method with a row in the same table');
      if (r.spreads && r.spreads.length !== n) add([...rp, 'spreads'], `row '${r.method}' has ${r.spreads.length} spreads`, `${n}, one per column (null where no ± is printed)`);
      for (const k of Object.keys(r.settings ?? {}))
        if (!settingIds.has(k)) add([...rp, 'settings', k], `unknown setting '${k}'`, `one of the table's settings (${[...settingIds].join(', ') || 'none declared'})`);
      knownRepro(r.reproduction, [...rp, 'reproduction']);
      if (Array.isArray(r.bold))
        r.bold.forEach((c, bi) => {
          if (c >= n) add([...rp, 'bold', bi], `column ${c} out of range`, `a column index 0..${n - 1}`);
        });
    });
  });

  /** `path` locates the reference; `methodPath` the method id within it. */
  const cell = (table: string, method: string, column: number | undefined, path: DocPath, methodPath: DocPath = [...path, 'method']): void => {
    const t = results.get(table);
    if (!t) {
      add([...path, 'table'], `unknown results table '${table}'`, `one of ${[...results.keys()].join(', ') || 'no results tables'}`);
      return;
    }
    if (methods.has(method) && !t.table.rows.some((r) => r.method === method && !r.reproduction))
      add(methodPath, `method '${method}' has no row in table '${table}'`, 'a method with a row in that table');
    if (column !== undefined && column >= t.table.columns.length) add([...path, 'column'], `column ${column} out of range`, `a column index 0..${t.table.columns.length - 1} of table '${table}'`);
  };
  const columnsIn = (tables: readonly string[], cols: readonly number[], path: DocPath): void => {
    for (const tid of tables) {
      const t = results.get(tid);
      if (!t) continue;
      cols.forEach((c, ci) => {
        if (c >= t.table.columns.length) add([...path, ci], `column ${c} out of range for table '${tid}'`, `a column index 0..${t.table.columns.length - 1}`);
      });
    }
  };
  data.statements.forEach((s, si) => {
    const sp: DocPath = ['statements', si];
    switch (s.kind) {
      case 'relative-improvement':
      case 'change':
      case 'ratio':
        // `of` and `over` are required of a relative improvement, optional for a change or a ratio
        if (s.of && s.over) {
          knownMethod(s.of.method, [...sp, 'of', 'method']);
          cell(s.of.table, s.of.method, s.of.column, [...sp, 'of']);
          knownMethod(s.over, [...sp, 'over']);
          cell(s.of.table, s.over, undefined, [...sp, 'of'], [...sp, 'over']);
        }
        break;
      case 'best':
        knownMethod(s.method, [...sp, 'method']);
        s.tables.forEach((tid, k) => (results.has(tid) ? cell(tid, s.method, undefined, [...sp, 'tables', k], [...sp, 'method']) : add([...sp, 'tables', k], `unknown results table '${tid}'`, 'a results table id')));
        columnsIn(s.tables, s.columns ?? [], [...sp, 'columns']);
        columnsIn(s.tables, s.except, [...sp, 'except']);
        s.competitors.methods?.forEach((m, k) => knownMethod(m, [...sp, 'competitors', 'methods', k]));
        s.competitors.exclude?.forEach((m, k) => knownMethod(m, [...sp, 'competitors', 'exclude', k]));
        break;
      case 'significance':
      case 'comparison':
        knownMethod(s.method, [...sp, 'method']);
        knownMethod(s.other, [...sp, 'other']);
        cell(s.table, s.method, undefined, sp, [...sp, 'method']);
        cell(s.table, s.other, undefined, sp, [...sp, 'other']);
        columnsIn([s.table], s.columns, [...sp, 'columns']);
        break;
      case 'bound': {
        const t = data.tables.find((x) => x.id === s.table);
        if (!t || t.kind !== 'attributes') {
          add([...sp, 'table'], `'${s.table}' is not an attributes table`, `one of ${data.tables.filter((x) => x.kind === 'attributes').map((x) => x.id).join(', ') || 'no attributes tables'}`);
          break;
        }
        if (!t.columns.some((c) => c.id === s.column)) add([...sp, 'column'], `unknown column '${s.column}' of table '${t.id}'`, `one of ${t.columns.map((c) => c.id).join(', ')}`);
        s.rows.forEach((k, i) => {
          if (!t.rows.some((r) => r.key === k)) add([...sp, 'rows', i], `unknown row '${k}' of table '${t.id}'`, `one of ${t.rows.map((r) => r.key).join(', ')}`);
        });
        break;
      }
      case 'arithmetic':
      case 'quantity':
      case 'qualitative':
        break;
    }
  });
  data.hardware.forEach((h, hi) => knownDataset(h.dataset, ['hardware', hi, 'dataset']));
  data.reproductions.forEach((r, ri) => {
    knownMethod(r.method, ['reproductions', ri, 'method']);
    knownDoc(r.doc, ['reproductions', ri, 'doc']);
  });
  data.configs.forEach((c, ci) => {
    if (c.runner === 'command')
      c.metrics.forEach((s, si) => {
        if (s.from === 'regex' && !isCocoMeasured(s.metric)) knownMetric(s.metric, ['configs', ci, 'metrics', si, 'metric']);
      });
    knownMethod(c.method, ['configs', ci, 'method']);
    knownDataset(c.dataset, ['configs', ci, 'dataset']);
    knownRepro(c.reproduction, ['configs', ci, 'reproduction']);
    c.assumed?.forEach((field, k) => {
      if (field === 'assumed' || resolveField(c, field) === undefined)
        add(['configs', ci, 'assumed', k], `'${field}' is not a field of config '${c.id}'`, `a dotted path to a value of this config (${Object.keys(c).filter((x) => x !== 'assumed').join(', ')}; list elements by index or name, e.g. components.0.lora.rank)`);
    });
  });
  return issues;
}

/**
 * The value at a dotted path of a config (`batch`, `time.steps`, `components.llm.lora.rank`): a list
 * element is named by its index or by its `name`/`id`. Undefined when no such field exists.
 */
export function resolveField(root: unknown, field: string): unknown {
  let v: unknown = root;
  for (const part of field.split('.')) {
    if (Array.isArray(v)) v = /^\d+$/.test(part) ? v[Number(part)] : v.find((x: unknown) => x !== null && typeof x === 'object' && ((x as { name?: unknown }).name === part || (x as { id?: unknown }).id === part));
    else if (v !== null && typeof v === 'object' && Object.hasOwn(v, part)) v = (v as Record<string, unknown>)[part];
    else return undefined;
  }
  return v;
}

function fieldName(path: DocPath): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
}
