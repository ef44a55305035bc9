/**
 * The report's "Evaluation protocol" section (pure): each `protocols:` item of the claim file with
 * its code location and quoted lines, and the protocol effects the runs measured (the latest run of
 * each config that recorded one), per subset and metric, as standard → protocol with the paired
 * 95% interval of the difference, in the printed (×100) scale.
 */
import { codeLink } from '../../claims/protocol.js';
import type { LoadedClaimFile } from '../../claims/model.js';
import { METRIC_LABELS, isMetricName, toPrinted } from '../../core/metrics.js';
import type { MeasuredMetricName } from '../../core/metrics.js';
import type { RunInput } from '../input.js';

export interface ProtocolEvidenceView {
  readonly id: string;
  readonly rule?: string;
  readonly does: string;
  readonly locations: readonly { readonly label: string; readonly href: string; readonly code: string }[];
  readonly affects: readonly string[];
  readonly note?: string;
}

export interface ProtocolEffectRow {
  readonly subset: string;
  readonly n: number;
  readonly metric: string;
  readonly standard: string;
  readonly underProtocol: string;
  readonly delta: string;
  readonly interval: string;
  /** The interval excludes 0: the protocol changes the score beyond resampling noise. */
  readonly significant: boolean;
}

export interface ProtocolEffectView {
  readonly runId: number;
  readonly configId: string;
  readonly protocol: string;
  readonly summary: string;
  readonly rows: readonly ProtocolEffectRow[];
}

export interface ProtocolView {
  readonly evidence: readonly ProtocolEvidenceView[];
  readonly effects: readonly ProtocolEffectView[];
}

interface StoredPaired {
  a: number;
  b: number;
  delta: number;
  interval: [number, number];
}
interface StoredEffect {
  protocol: string;
  seed: number;
  samples: number;
  pairs: number;
  noChangePairs: number;
  substituted: number;
  subsets: { subset: string; n: number; metrics: Record<string, StoredPaired> }[];
}

function isStoredEffect(x: unknown): x is StoredEffect {
  const e = x as StoredEffect | undefined;
  return !!e && typeof e === 'object' && typeof e.protocol === 'string' && Array.isArray(e.subsets);
}

const ORDER: readonly MeasuredMetricName[] = ['Bleu_1', 'Bleu_2', 'Bleu_3', 'Bleu_4', 'METEOR', 'METEOR~', 'ROUGE_L', 'CIDEr', 'SPICE'];
const label = (m: string): string => (isMetricName(m) || m === 'METEOR~' ? METRIC_LABELS[m as MeasuredMetricName] : m);
const f = (v: number): string => toPrinted(v).toFixed(2);
const signed = (v: number): string => `${v >= 0 ? '+' : '−'}${f(Math.abs(v))}`;

function effectView(run: RunInput, e: StoredEffect): ProtocolEffectView {
  const rows = e.subsets.flatMap((s) =>
    ORDER.filter((m) => s.metrics[m]).map((m) => {
      const x = s.metrics[m]!;
      return {
        subset: s.subset,
        n: s.n,
        metric: label(m),
        standard: f(x.a),
        underProtocol: f(x.b),
        delta: signed(x.delta),
        interval: `[${signed(x.interval[0])}, ${signed(x.interval[1])}]`,
        significant: x.interval[0] > 0 || x.interval[1] < 0,
      };
    }),
  );
  return {
    runId: run.run.id,
    configId: run.run.configId,
    protocol: e.protocol,
    summary: `${e.substituted} of ${e.noChangePairs} no-change predictions (of ${e.pairs} pairs) replaced by one of their references; seed ${e.seed}, paired bootstrap over ${e.samples} resamples.`,
    rows,
  };
}

export function buildProtocol(claims: LoadedClaimFile, runs: readonly RunInput[]): ProtocolView {
  const d = claims.data;
  const evidence = d.protocols.map((p) => ({
    id: p.id,
    ...(p.rule ? { rule: p.rule } : {}),
    does: p.does,
    locations: [p, ...p.also].map((l) => ({ label: `${p.repository.replace(/^https:\/\//, '')} @ ${p.commit.slice(0, 7)} · ${l.path}:${l.lines[0]}–${l.lines[1]}`, href: codeLink(p, l), code: l.code.replace(/\n$/, '') })),
    affects: p.affects.map((a) =>
      'dataset' in a
        ? `${d.datasets.find((x) => x.id === a.dataset)?.name ?? a.dataset}: ${a.subsets.join(', ')}${a.note ? ` — ${a.note}` : ''}`
        : 'table' in a
          ? `table ${a.table}${a.columns ? `, columns ${a.columns.join(', ')}` : ''}${a.note ? ` — ${a.note}` : ''}`
          : `statement ${a.statement}${a.note ? ` — ${a.note}` : ''}`,
    ),
    ...(p.note ? { note: p.note } : {}),
  }));
  const latest = new Map<string, RunInput>();
  for (const r of runs) {
    if (!isStoredEffect(r.run.environment['protocol'])) continue;
    const prev = latest.get(r.run.configId);
    if (!prev || prev.run.id < r.run.id) latest.set(r.run.configId, r);
  }
  const effects = [...latest.values()].sort((a, b) => a.run.configId.localeCompare(b.run.configId)).map((r) => effectView(r, r.run.environment['protocol'] as StoredEffect));
  return { evidence, effects };
}
