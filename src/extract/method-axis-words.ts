/**
 * Which header words name the method axis (pure; the one vocabulary every reader of corners and label heads asks):
 * a label column or corner headed `Method`, `Model`, `Approach`, `System`, `Baseline`, `Algorithm` says its cells are
 * the methods compared; `Backbone`, `Architecture`, `Network`, `Variant`, `Agent`, `Policy`, `Solver`, … name them by
 * what they are in their field. Each word in the singular or the plural, without case, markup aside; the whole cell
 * must be the word (a caller strips a note in brackets where it reads one: `Model (size)`).
 *
 * Two strengths: `core` words name the methods in any table (`Method`, `Model`, `Approach`, `System`, `Baseline`,
 * `Algorithm`); the `full` vocabulary adds the words that name them in some fields and something else in others
 * (`Backbone`: a network; `Name`, `Variant`: an ablation's rows). A reader that decides the orientation of a whole
 * table on the corner alone asks for `core`; one that only tells a label head from a value head asks for `full`.
 */

const CORE = String.raw`methods?|models?|approach(?:es)?|systems?|baselines?|algorithms?`;
const FULL = String.raw`${CORE}|algo|names?|variants?|architectures?|arch\.?|backbones?|networks?|strateg(?:y|ies)|techniques?|learners?|agents?|polic(?:y|ies)|solvers?|encoders?`;

const CORE_WORD = new RegExp(`^(?:${CORE})$`, 'i');
const FULL_WORD = new RegExp(`^(?:${FULL})$`, 'i');

const bare = (s: string): string => s.replace(/<[^>]+>|\*\*|__|`/g, '').trim();

/** Whether a header cell (a corner, a label column's head) names the method axis. */
export function namesMethodAxis(head: string, strength: 'core' | 'full' = 'full'): boolean {
  const h = bare(head);
  // a corner naming both axes, the rows' first ("Model / Dataset", "Method \ Metric"): the rows are the methods
  const rows = /^(\S+)\s*[/\\]\s*\S+$/.exec(h)?.[1];
  if (rows && CORE_WORD.test(rows)) return true;
  return h !== '' && (strength === 'core' ? CORE_WORD : FULL_WORD).test(h);
}
