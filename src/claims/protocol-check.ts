/** Checks of `protocols:` items the schema cannot express (see protocol.ts). Pure. */
import type { InputIssue, SourcePos } from '../core/errors.js';
import type { DocPath } from './model.js';
import type { ProtocolEvidence } from './protocol.js';

interface ProtocolRefs {
  readonly datasets: readonly { id: string }[];
  readonly tables: readonly ({ id: string; kind: 'attributes' } | { id: string; kind?: 'results'; columns: readonly unknown[] })[];
  readonly statements: readonly { id: string }[];
  readonly protocols: readonly ProtocolEvidence[];
}

/** Line ranges that match the quoted code, known datasets, tables, columns and statements. */
export function checkProtocols(data: ProtocolRefs, pos: (path: DocPath) => SourcePos): InputIssue[] {
  const issues: InputIssue[] = [];
  const add = (path: DocPath, problem: string, expected: string) =>
    issues.push({ pos: pos(path), problem: `${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '')}: ${problem}`, expected });
  const quoted = (loc: { lines: readonly [number, number]; code: string }, path: DocPath) => {
    const [first, last] = loc.lines;
    if (first > last) {
      add([...path, 'lines'], `line range [${first}, ${last}] ends before it starts`, 'the first line, then the last line quoted');
      return;
    }
    const n = loc.code.replace(/\n$/, '').split('\n').length;
    if (n !== last - first + 1)
      add([...path, 'code'], `${n} line(s) of code quoted for lines ${first}–${last}`, `${last - first + 1} lines, verbatim, one per line of the range`);
  };
  const seen = new Set<string>();
  data.protocols.forEach((p, i) => {
    const pp: DocPath = ['protocols', i];
    if (seen.has(p.id)) add([...pp, 'id'], `duplicate id '${p.id}'`, 'ids unique within protocols');
    seen.add(p.id);
    quoted(p, pp);
    p.also.forEach((loc, k) => quoted(loc, [...pp, 'also', k]));
    p.affects.forEach((a, k) => {
      const ap: DocPath = [...pp, 'affects', k];
      if ('dataset' in a && !data.datasets.some((d) => d.id === a.dataset))
        add([...ap, 'dataset'], `unknown dataset '${a.dataset}'`, `one of the ids in datasets (${data.datasets.map((d) => d.id).join(', ') || 'none declared'})`);
      if ('statement' in a && !data.statements.some((s) => s.id === a.statement)) add([...ap, 'statement'], `unknown statement '${a.statement}'`, 'a statement id of this file');
      if ('table' in a) {
        const t = data.tables.find((x) => x.id === a.table);
        if (!t || t.kind === 'attributes') {
          add([...ap, 'table'], `unknown results table '${a.table}'`, 'a results table id of this file');
          return;
        }
        (a.columns ?? []).forEach((c, ci) => {
          if (c >= t.columns.length) add([...ap, 'columns', ci], `column ${c} out of range for table '${t.id}'`, `a column index 0..${t.columns.length - 1}`);
        });
      }
    });
  });
  return issues;
}
