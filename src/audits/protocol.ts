/**
 * Evaluation-protocol findings: each `protocols:` item of a claim file (evidence from the released
 * code of how numbers were computed) becomes one finding that quotes the code, links its lines and
 * names every printed value and statement it affects. Values of other papers' rows are quoted from
 * those papers, so only the paper's own rows are affected by its own evaluation code.
 */
import type { LoadedClaimFile } from '../claims/model.js';
import { codeLink } from '../claims/protocol.js';
import type { AffectedValues, ProtocolEvidence } from '../claims/protocol.js';
import type { ClaimLocation, Finding } from '../core/findings.js';
import { allCells, cellLabel, cellLocation, focused, isOwnRow, locate, paperId, slug, tableTitle } from './cells.js';
import type { Cell } from './cells.js';
import type { Check } from './types.js';

function affectsCell(a: AffectedValues, c: Cell): boolean {
  if ('dataset' in a) return c.ref.table.dataset === a.dataset && a.subsets.includes(c.column.subset);
  if ('table' in a) return c.ref.table.id === a.table && (a.columns === undefined || a.columns.includes(c.col));
  return false;
}

function describeAffected(file: LoadedClaimFile, a: AffectedValues): string {
  if ('dataset' in a) return `${file.data.datasets.find((d) => d.id === a.dataset)?.name ?? a.dataset} (${a.subsets.join(', ')})`;
  if ('table' in a) return `table ${a.table}${a.columns ? ` columns ${a.columns.join(', ')}` : ''}`;
  return `statement ${a.statement}`;
}

export function protocolFinding(file: LoadedClaimFile, index: number, p: ProtocolEvidence): Finding {
  const cells = allCells(file).filter((c) => isOwnRow(file, c.row) && p.affects.some((a) => affectsCell(a, c)));
  const statements = p.affects.flatMap((a) => ('statement' in a ? [a.statement] : []));
  const stmtIndex = (sid: string) => file.data.statements.findIndex((s) => s.id === sid);
  const repo = p.repository.replace(/^https:\/\/(github\.com\/)?/, '').replace(/\/+$/, '');
  const where = [p, ...p.also].map((l) => `${l.path}:${l.lines[0]}–${l.lines[1]}`).join(', ');
  const printedPart = cells.length
    ? `It computes ${cells.length} printed value(s): ${cells.map((c) => `${tableTitle(file, c.ref.table.source)} ${cellLabel(c)}`).join('; ')}`
    : `No printed value of this claim file is computed this way (${p.affects.filter((a) => !('statement' in a)).map((a) => describeAffected(file, a)).join('; ') || 'none named'})`;
  const stmtPart = statements.length ? `; statement(s) resting on such values: ${statements.join(', ')}` : '';
  const measure = p.rule && p.rule !== 'standard' ? ` Measure its effect on a predictions file with \`audit score --protocol ${p.rule}\`.` : '';
  const sources: ClaimLocation[] = [
    { claimFile: file.pos(['protocols', index]), doc: codeLink(p, p), label: `${repo} @ ${p.commit.slice(0, 7)}, ${p.path}:${p.lines[0]}–${p.lines[1]}` },
    ...p.also.map((l, k) => ({ claimFile: file.pos(['protocols', index, 'also', k]), doc: codeLink(p, l), label: `${repo} @ ${p.commit.slice(0, 7)}, ${l.path}:${l.lines[0]}–${l.lines[1]}` })),
    ...cells.map(cellLocation),
    ...statements.flatMap((sid) => {
      const si = stmtIndex(sid);
      const s = file.data.statements[si];
      return s ? [locate(file, ['statements', si], s.source, `statement ${sid}${s.source.quote ? `: “${s.source.quote}”` : ''}`)] : [];
    }),
  ];
  return {
    id: `${paperId(file)}/protocol/${slug(p.id)}`,
    paper: paperId(file),
    check: 'protocol',
    severity: cells.length || statements.length ? 'error' : 'warning',
    message: `Released evaluation code (${repo} @ ${p.commit.slice(0, 7)}, ${where}): ${p.does.trim()} ${printedPart}${stmtPart}.${measure}`,
    sources,
    evidence: `${codeLink(p, p)}\n${p.code.replace(/\n$/, '')}`,
  };
}

export const protocolCheck: Check = (ctx) => {
  const findings: Finding[] = [];
  let run = 0;
  for (const file of focused(ctx)) {
    file.data.protocols.forEach((p, i) => {
      run++;
      findings.push(protocolFinding(file, i, p));
    });
  }
  return { findings, run };
};
