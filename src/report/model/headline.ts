/**
 * A paper's headline (pure): the one summary model (./summary.ts) and its sentences (./story.ts),
 * built from the same input whichever view shows it: the HTML and Markdown pages, the JSON report
 * and `audit run`'s closing block in the terminal.
 */
import type { PaperInput } from '../input.js';
import { paperStory } from './story.js';
import type { SummaryView } from './summary.js';
import { buildSummary } from './summary.js';
import type { TableView } from './tables.js';
import { buildTables } from './tables.js';

export interface Headline {
  readonly paper: string;
  readonly summary: SummaryView;
  /** Whole sentences, the measured discrepancies first. */
  readonly story: readonly string[];
}

/** `tables`: the page's tables when the caller has built them already (they give the published reproductions' deltas). */
export function paperHeadline(p: PaperInput, tables?: readonly TableView[]): Headline {
  const summary = buildSummary(p);
  const tolerancePercent = p.claims.data.tolerance.relative * 100;
  const story = paperStory({ findings: p.static?.findings, tables: tables ?? buildTables(p.claims, p.verdicts, p.runs), summary, tolerancePercent });
  return { paper: p.claims.data.paper.id, summary, story };
}
