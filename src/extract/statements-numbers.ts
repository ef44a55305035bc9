/**
 * The numbers of a sentence that are printed values, with what each one is not: citations, years,
 * table/figure/section/equation references, list markers, identifiers (arXiv ids, DOIs, URLs,
 * versions), street numbers and ZIP codes, model sizes ("7B") and hardware names ("A100"). Pure.
 */

import { settingSpans } from './statements-noise.js';

export interface NumberToken {
  /** As printed, without thousands separators removed ("1,200", "0.912"). */
  readonly text: string;
  readonly value: number;
  readonly at: number;
  readonly end: number;
  /** Printed with a % sign right after it. */
  readonly pct: boolean;
  /** The text after the number (and its % sign). */
  readonly after: string;
}

const NUM = /(?<![\w.\-/[,@:#])[-−]?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w]|\.\d|,\d{3})/g;

const REFERENCE_BEFORE = /(?:Table|Tab\.|Tabs\.|Fig\.|Figs\.|Figure|Figures|Tables|Eq\.|Eqs\.|Equation|Equations|Sec\.|Secs\.|Section|Sections|Sect\.|§|Appendix|App\.|Alg\.|Algorithm|Line|Lines|Chapter|Ch\.|Step|Stage|Theorem|Lemma|Definition|Prop\.|Proposition|Corollary|Page|p\.|pp\.|Vol\.|No\.)\s*\(?(?:\d+(?:\.\d+)*\s*(?:,|and|or|&|–|-)\s*)*$/i;

/** Words after a number that make it a street number ("221 Baker Street"). */
const STREET = /^\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.|Boulevard|Blvd\.?|Drive|Dr\.|Lane|Way|Place|Hall|Building|Square)\b/;

/** Spans of a sentence that hold no printed values: identifiers, URLs, e-mails, DOIs, arXiv ids, dates. */
export function noiseSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const add = (re: RegExp) => {
    for (const m of text.matchAll(re)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  add(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+\.\w+/g);
  add(/\b(?:doi:\s*)?10\.\d{4,9}\/\S+/gi);
  add(/\barXiv\s*:?\s*(?:preprint\s+)?(?:arXiv\s*:\s*)?\d{4}\.\d{4,5}(?:v\d+)?|\b\d{4}\.\d{5}(?:v\d+)?\b/gi);
  // "Python 3.8", "Ubuntu18.04 and 20.04", "cuda10.2": a version glued or not, and the versions listed after it
  add(/\b(?:v|version\s+|Python\s*|PyTorch\s*|CUDA\s*|TensorFlow\s*|Ubuntu\s*|release\s+)\d+(?:\.\d+)+\b(?:\s*(?:,|\/|and|or)\s*\d+(?:\.\d+)+\b)*/gi);
  // ORCID iDs and ISBNs ("ORCID: 0000-0002-7864-5971", "ISBN 978-3-16-148410-0"), phone numbers ("+1 650-723-2300")
  add(/\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b|\bISBN(?:-1[03])?:?\s*[\d-]{10,17}[\dX]\b|\+\d{1,3}[\s-]\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}\b/g);
  // a postal code closing an address after a comma ("IIT-Madras, 600 036", "Chennai, 600036.")
  add(/(?<=[A-Za-z],\s)\d{3}\s?\d{3}(?=\s*[.,]?\s*$)/g);
  // ZIP codes after a US state or a city ("CA 94305", "Stanford, CA 94305-9025", "D-80333 München")
  add(/\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]-\d{4,5}\b/g);
  // dates: "March 3, 2024", "3 March 2024", "2024-03-03"
  add(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\b|\b\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b|\b(?:19|20)\d\d-\d\d-\d\d\b/g);
  // compact dates of news lines and changelogs ("[25-04-05]", "2023/3/13", "[2024.05]") and venue years ("CVPR'25", "NeurIPS’23")
  add(/\[\d{2}[-/.]\d{2}[-/.]\d{2}\]|\b(?:19|20)\d\d[/.-]\d{1,2}(?:[/.-]\d{1,2})?(?=\]|\)|:|\s*$)|\b(?:19|20)\d\d\/\d{1,2}\/\d{1,2}\b|\b[A-Z][A-Za-z]{2,}\s?['‘’]\d{2}\b/g);
  // day-first or month-first dates of changelogs ("05/09/2022", "9.5.2022") and software versions ("version 4.1.1", "v2.0.3")
  add(/\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d\d\b|\b(?:v|version\s+)?\d+\.\d+\.\d+(?:\.\d+)?\b/gi);
  // hardware names and model sizes: "A100", "V100", "RTX 3090", "7B", "1.3B-parameter", "ViT-B/16", "ResNet-50"
  add(/\b(?:RTX|GTX|Tesla|Quadro|TITAN|Titan)\s*[A-Z]?\d{2,4}\w*|\b[AHVLPT]\d{2,4}S?\b|\b\d+(?:\.\d+)?[KMBT]\b(?!\s*(?:tokens|images|examples|samples|pairs|sentences|words|hours|steps|iterations|parameters|params)\b)|\b[A-Za-z]+[-/]\d+(?:[-/]\d+)*\b/g);
  // GPU counts printed as a requirement (">=4 GPUs for training", "at least 2 GPUs"): no GPU claim (hardware-gpu.ts) and no quantity
  add(/(?:>=|≥|\bat\s+least|\bminimum\s+of)\s*\d+\s*GPUs?\b/gi);
  spans.push(...settingSpans(text));
  return spans;
}

/** A line that is only a list marker or a reference list entry ("1.", "(a)", "[12]") at its start. */
const LIST_MARKER = /^\s*(?:\(?\d{1,2}[.)]|\(?[a-z][.)]|\[\d+\]|[•·▪◦-])\s+/;

const inSpan = (spans: readonly [number, number][], at: number) => spans.some(([a, b]) => at >= a && at < b);

/** Printed values of a sentence, noise left out (see the module comment). */
export function numbersIn(text: string): NumberToken[] {
  const spans = noiseSpans(text);
  const marker = LIST_MARKER.exec(text);
  if (marker) spans.push([0, marker[0].length]);
  const out: NumberToken[] = [];
  for (const m of text.matchAll(NUM)) {
    const at = m.index ?? 0;
    const digits = m[1] as string;
    const start = at + m[0].length - digits.length;
    if (inSpan(spans, start)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const rest = text.slice(start + digits.length);
    if (REFERENCE_BEFORE.test(before)) continue;
    // citations "[12]", "[3, 14]", "[5–7]"
    if (/\[[\d,;\s–-]*$/.test(before) && /^[\d,;\s–-]*\]/.test(rest)) continue;
    // equation numbers "(3)" at the end of a sentence or after a formula
    if (/\($/.test(before) && /^\)\s*[.,;]?\s*$/.test(rest)) continue;
    // years: 1900–2099 with no unit, not part of a sum ("2,024 images" has a comma)
    if (/^(?:19|20)\d\d$/.test(digits) && !/^\s*(?:%|[a-z]{2,}\s+(?:images|samples|examples|pairs|hours|GPU))/i.test(rest) && !/(?:of|total|to|and|from)\s+$/i.test(before)) continue;
    if (/^(?:19|20)\d\d$/.test(digits) && /(?:in|since|until|by|from|of|early|late|mid|circa|,)\s*$/i.test(before) && !/^\s*(?:%|\w+\s+(?:images|samples|examples|pairs))/i.test(rest)) continue;
    if (STREET.test(rest)) continue;
    // a name's digits ("GPT-4", "T5", "Llama 2", "BERT-large 24")
    if (/[A-Za-z]-?$/.test(before)) continue;
    // a name's number after a proper name of two or more capitalised words ("Common Voice 15", "Stable Diffusion 3")
    if (/(?:^|[^\w.])(?:[A-Z][a-z]+\s+){1,3}[A-Z][a-z]+\s$/.test(before) && /^\d{1,2}$/.test(digits) && !/^\s*(?:%|(?!and\b|or\b|datasets?\b|benchmarks?\b|corpora\b|corpus\b)[a-z])/.test(rest)) continue;
    if (/\b(?:GPT|Llama|LLaMA|Gemini|Claude|Mistral|Qwen|Phi|PaLM|Stable Diffusion|SD|YOLOv?|ResNet|VGG|EfficientNet|ViT|Swin|ConvNeXt|Python|Node|Windows|iOS|Android)\s$/i.test(before)) continue;
    // "7B", "2.3M" as a size
    if (/^[KMBT]\b/.test(rest)) continue;
    const sign = m[0].startsWith('-') || m[0].startsWith('−') ? -1 : 1;
    const pct = /^\s*%/.test(rest);
    out.push({ text: digits, value: sign * Number(digits.replace(/,/g, '')), at: start, end: start + digits.length + (pct ? (/^\s*%/.exec(rest) as RegExpExecArray)[0].length : 0), pct, after: pct ? rest.replace(/^\s*%/, '') : rest });
  }
  return out;
}

/** A number as written in the draft (thousands separators removed, printed decimals kept). */
export const printedNumber = (t: Pick<NumberToken, 'text'>): string => t.text.replace(/,/g, '');

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** "four" → 4, "4" → 4. */
export function countWord(w: string): number | undefined {
  const n = WORD_NUMBERS[w.toLowerCase()];
  return n ?? (/^\d+$/.test(w) ? Number(w) : undefined);
}
