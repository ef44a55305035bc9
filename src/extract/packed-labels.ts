/**
 * A header that says which value of a two-value cell is which (pure): "Acc (T/S)", "Top-1 (before → after)",
 * "mAP teacher/student", "MMB<sup>T/D</sup>", GitHub math "MMB$`^{\text{T}/\text{D}}`$". The stem is the
 * column's metric or benchmark; the labels, in the order printed, name the values of each cell "73.1 / 75.4".
 * A header whose parts are themselves metrics ("mAP/mAPH") is read elsewhere (packed-cells.ts).
 */
import { stripMarkup } from './names.js';
import { renderMathValues } from './math-value.js';

/** GitHub inline math and superscripts as plain text: "$`^{\text{T}/\text{D}}`$" → "^T/D", "<sup>P</sup>" → "^P". */
function plainHeader(raw: string): string {
  return raw
    .replace(/\$`?([^$`]*)`?\$/g, (_, a: string) => a.replace(/\\(?:text|mathrm|textrm|mathbf)\s*\{([^{}]*)\}/g, '$1').replace(/[{}]/g, '').replace(/\\/g, ''))
    .replace(/<sup>([^<]*)<\/sup>/gi, '^$1');
}

// a word ("T", "before", "val"), a name with its version ("DANCE 2.0", "GPT 3.5") or a number with its unit ("3 days", "24h", "10k")
const LABEL = /^(?:[A-Za-z][\w.+-]{0,13}(?:\s\d+(?:\.\d+)*)?|\d+(?:\.\d+)?\s?[A-Za-z%]{0,8})$/;

/** "3 / 5 days": the unit printed after the last number only is every bare number's ("3 days", "5 days"). */
function sharedUnit(labels: string[]): string[] {
  const last = /^\d+(?:\.\d+)?\s?([A-Za-z%]{1,8})$/.exec(labels[labels.length - 1] ?? '');
  if (!last || !labels.slice(0, -1).every((l) => /^\d+(?:\.\d+)?$/.test(l))) return labels;
  const gap = /\d\s[A-Za-z%]/.test(labels[labels.length - 1] as string) ? ' ' : '';
  return [...labels.slice(0, -1).map((l) => `${l}${gap}${last[1]}`), labels[labels.length - 1] as string];
}

/** A trailing bracketed unit after a bracketed label group ("Z500 RMSE (3 / 5 days) [m^2/s^2]", "Acc (T/S) (%)") removed. */
const withoutUnit = (h: string): string | undefined => {
  const m = /^(.*[)\]])\s*[([][^()[\]]{1,16}[)\]]$/.exec(h);
  return m ? (m[1] as string).trim() : undefined;
};


/** The stem and the k labels the header gives for k-value cells, or undefined. */
export function subLabels(rawHeader: string, k: number): { stem: string; labels: string[] } | undefined {
  const h = stripMarkup(plainHeader(rawHeader).replace(/<[^>]+>/g, ' ')).trim();
  const bare = withoutUnit(h);
  // the group before a trailing unit first: "[m 2/s 2]" is the unit, not the labels
  return (bare ? labelsOf(bare, k) : undefined) ?? labelsOf(h, k);
}

function labelsOf(h: string, k: number): { stem: string; labels: string[] } | undefined {
  // "Acc (T/S)", "Top-1 (before → after)"; "MMB^T/D"; "mAP teacher/student"
  const m = /^(.+?)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/.exec(h) ?? /^(.+?)\s*\^\s*(.+)$/.exec(h) ?? /^(.+?)\s+(\S+(?:\s*(?:\/|→|->)\s*\S+)+)$/.exec(h);
  if (!m) return undefined;
  const stem = (m[1] as string).trim();
  const labels = sharedUnit((m[2] as string).split(/\s*(?:\/|→|->|,)\s*/).filter(Boolean));
  if (!stem || labels.length !== k || !labels.every((l) => LABEL.test(l))) return undefined;
  return { stem, labels };
}

const PART_NUMBER = /^[~≈]?\d+(?:\.\d+)?%?$/;
/** A part printed where a value is missing: "NA", "-", "TBD" ("0.229/0.244/NA": no score for the original tool). */
const MISSING_PART = /^(?:NA|N\.A\.|n\.a\.|[-–—]|TBD|TBA|\?)$/;

/** The values of a cell printed "a / b" or "a → b" (numbers, or a placeholder beside at least one number), or undefined. */
export function arrowOrSlashParts(cell: string): string[] | undefined {
  // ("N/A" is one part, not two)
  const parts = stripMarkup(renderMathValues(cell)).replace(/\bN\/A\b/gi, 'NA').split(/\s*(?:\/|→|->)\s*/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => PART_NUMBER.test(p) || MISSING_PART.test(p)) && parts.some((p) => PART_NUMBER.test(p)) ? parts : undefined;
}
