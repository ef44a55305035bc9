/**
 * More spans of a sentence whose numbers are no printed results, as READMEs, docs pages and PDFs
 * of every field print them: inline math, command lines and `key=value` settings, defaults,
 * software versions with comparison or range signs, long identifiers (group, phone, account
 * numbers), footnote markers before a URL, affiliation markers, few-shot settings ("5-shot") and
 * inline enumerators ("(2) how …", "Option 1: …"). And label fragments: a "sentence" with no lowercase word (a
 * figure's legend, a table header the PDF reader left in the text) states nothing. Pure.
 */

type Span = [number, number];

const PATTERNS: readonly RegExp[] = [
  // inline math: "$\log \frac{e^{-1.2}}{2} = -1.6$", "$k=3$"
  /\$[^$\n]{1,400}\$/g,
  // shell commands: the rest of the sentence after "cd x &&", "python x.py", "pip install", "$ bash …"
  /(?:^|&&\s*|`)\s*(?:cd|python3?|pip3?|conda|bash|sudo|git|docker|torchrun|accelerate|deepspeed|npm|npx|CUDA_VISIBLE_DEVICES=\S*)\s+[^`]*/g,
  // settings: "--lr=0.001", "--max-duration 600", "lr=1e-4", "kv_cache=True", "python=3.10"
  /--[A-Za-z][\w.-]*(?:=|\s+(?:to\s+)?)[-+]?\d[\w.+-]*|\b[A-Za-z_][\w.]*=[-+]?\d[\w.+-]*/g,
  // defaults: "(default: 0.035)", "default 0.5", "defaults to 3"
  /\bdefaults?\s*(?::|=|is|of|to)?\s*[-+]?\d+(?:\.\d+)?(?:e-?\d+)?/gi,
  // versions with a comparison or range sign after a lowercase or named package: "python <= 3.9", "transformers >= 4.47.0", "PyTorch 1.1~1.7", "spconv 1.0~1.2", "Python 3.8-3.11"
  /\b[A-Za-z][\w.-]*\s*(?:>=|<=|==|~=|!=)\s*\d+(?:\.\d+)+(?!\s*%)|\b(?:python|pytorch|torch|cuda|cudnn|tensorflow|jax|numpy|transformers|gcc|node|java|ubuntu|windows|macos)\s+\d+(?:\.\d+)+\s*-\s*\d+(?:\.\d+)+/gi,
  // phone numbers: "+1 6505550123", "+86 (10) 1234 5678"
  /\+\d{1,3}[\s-]+(?:\(?\d+\)?[\s-]*){0,4}\d{3,}(?!\d|\.\d|\s*%)/g,
  // a version of three or more parts is never a value: "1.10.1", "4.47.0"
  /(?<![\w.])\d+\.\d+\.\d+(?:\.\d+)*(?![\w.])/g,
  // long identifiers: seven or more digits with no thousands separators and no unit after ("QQ Groups: 663272642 (No.4)")
  /(?<![\w.,])\d{7,}(?![\w.,])(?!\s*(?:%|[a-z]))/g,
  // a footnote marker before a URL: "1 https://…", "2 www.…"
  /(?<![\w.])\d{1,2}\s+(?=https?:\/\/|www\.)/g,
  // affiliation markers: "Wang1,2,3,4 1 Department of …", "2 University of …"
  /(?<![\w.,])\d{1,2}\s+(?=(?:Department|Dept\.|School|University|Institute|Laboratory|Lab|College|Faculty|Center|Centre|Academy|Hospital|Division|Graduate)\b)/g,
  // few-shot settings: "5-shot", "(4-shot)", "0-shot"
  /(?<![\w.])\d+\s*-?\s*shots?\b/gi,
  // inline enumerators: "(1) how …, (2) how …", "…; 2) Duration …"
  /(?:^|[:;,]\s*|\b(?:and|or)\s+)\(?\d{1,2}\)(?=\s+[A-Za-z])/g,
  // a release's version: "We release the SpatialVLA 1.0", "released Foo v2.1"
  /\b(?:releas(?:e|es|ed|ing)|launch(?:es|ed|ing)?|open-?sourc(?:e|es|ed|ing))\s+(?:the\s+|our\s+|a\s+new\s+)?(?:[A-Z][\w-]*\s+){1,3}v?\d+(?:\.\d+)+\b/g,
  // a name broken at its hyphen by a PDF line end: "MATH- 500"
  /\b[A-Z][A-Za-z]*-\s\d+\b/g,
  // licences and their versions: "CC BY-NC-SA 4.0", "Creative Commons Attribution-ShareAlike 4.0", "Apache License 2.0", "GPL-3.0", "GPLv3"
  /\b(?:CC[- ]BY(?:[- ](?:NC|SA|ND))*|Creative\s+Commons(?:\s+[A-Z][\w-]*){0,4}|Apache(?:\s+License)?|(?:A|L)?GPL|MPL|EPL|CDDL|OpenRAIL(?:-M)?|Llama\s+\d(?:\.\d)?\s+Community)(?:\s+License)?,?\s*(?:version\s*|v|-)?\d+(?:\.\d+)?/g,
  // a version number after "version": "task version of 0", "the version is 1", "(version 1.2)"
  /\bversions?\s*(?:of|is|=|:|number)?\s*\d+(?:\.\d+)*/gi,
  // N:M notation (sparsity patterns, ratios of parts, times): "2:4", "4:8", "16:9"
  /(?<![\w.:])\d+:\d+(?![\w:]|\.\d)/g,
  // an enumerating label opening a sentence, a README's list of ways or steps: "Option 1: Download …", "Step 2: run …", "Case 3."
  /^\s*(?:Option|Step|Case|Stage|Phase|Scenario|Method|Approach|Way|Example)\s+\d{1,2}(?=\s*[:.)](?:\s|$))/g,
  // an equation number after a formula, mid-sentence: "fall = fid + fir (1) where …"
  /(?<==[^=.;()]{1,60})\(\d{1,2}\)(?=\s|$)/g,
];

/** A definition's verb: the numbers of the clause before it set a threshold or a code, they report nothing ("A win rate higher than 50% means …"). */
const DEFINES = /\b(?:means|mean\s+that|indicat(?:es|ing)\s+(?:that\s+|whether\s+)|denot(?:es|ing)|stands?\s+for|signif(?:y|ies)|corresponds?\s+to\s+(?:a|an|the)\s+(?:label|class|category|grade|level))\b/gi;
/** Words that report a result: a clause with them is no definition ("our model reaches 45.2, which means …"). */
const REPORTS = /\b(?:achiev\w*|obtain\w*|reach\w*|outperform\w*|surpass\w*|improv\w*|scor(?:es|ed|ing)|attain\w*|gain\w*|reduc\w*|boost\w*|yield(?:s|ed)?\s+(?:a\s+|an\s+)?(?:gain|improvement|increase))\b/i;

function definitionSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(DEFINES)) {
    const at = m.index ?? 0;
    // "…, which means", "this means": a reading of a result, not a definition
    if (/\b(?:which|this|that|it|thus|so|and)\s+$/i.test(text.slice(Math.max(0, at - 8), at))) continue;
    // the clause before the verb, from the last sentence-part boundary
    const from = Math.max(0, ...[...text.slice(0, at).matchAll(/[.;:!?]\s|\bwhere\b|\bwhile\b/g)].map((b) => (b.index ?? 0) + b[0].length));
    const clause = text.slice(from, at);
    if (!/\d/.test(clause) || REPORTS.test(clause)) continue;
    out.push([from, at]);
  }
  return out;
}

/** The spans of `text` whose numbers are settings, versions, identifiers or markers (see the module comment). */
/** "PyTorch 1.1~1.7 and spconv 1.0~1.2": version ranges, in a sentence about what is supported or required (a value range "0.8~0.9 AUC" is none). */
const VERSION_RANGE = /\b[A-Za-z][\w.-]*\s+\d+\.\d+\s*~\s*\d+\.\d+(?!\s*%)/g;
const ABOUT_VERSIONS = /\b(?:support\w*|compatib\w*|requir\w*|install\w*|versions?|depend\w*|tested\s+with|works\s+with)\b/i;

export function settingSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const re of ABOUT_VERSIONS.test(text) ? [...PATTERNS, VERSION_RANGE] : PATTERNS) for (const m of text.matchAll(re)) out.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  out.push(...definitionSpans(text));
  return out;
}

/**
 * A label fragment: no lowercase word of three or more letters outside parentheses, URLs and math
 * ("AIME 2024 MATH 500 Codeforces LiveCodeBench v5 (Pass@1)", "Kimi Linear 84.3 Kimi Linear",
 * "QQ Groups: 663272642"). Prose that claims something always has one ("achieves", "on", "the").
 */
/**
 * Front matter: an author list with affiliation markers ("Yujia Qin1∗ , Shihao Liang1,2∗ , …") or a
 * run of affiliations ("Sichuan University, Chengdu, 610095, China. 2 Department of …") claims nothing:
 * two or more names carrying marker digits, or two or more institution words, and no result verb.
 */
export function isFrontMatter(text: string): boolean {
  const marked = text.match(/(?<![\w-])[A-Z][a-z]+\d(?:\s?,\s?\d)*\s?[∗*†‡§]?(?=\s|,|$)/g) ?? [];
  const institutions = text.match(/\b(?:University|Universit[àé]|Institute|Department|College|Laboratory|Lab|School|Academy|Centre|Center|Inc\.|Ltd\.?|Corporation|Hospital|Faculty)\b/g) ?? [];
  if (marked.length < 2 && institutions.length < 2) return false;
  return !REPORTS.test(text) && !/\b(?:we|our|outperform\w*|trained|train)\b/i.test(text);
}

/**
 * A table's rows run together as text (a PDF grid the reader did not take for a table: "ALOI 3.92(16) 9.31(7) 4.57(12)
 * … annthyroid 45.77(13) …"): ten numbers or more, and numbers at least half of its words. It claims nothing itself;
 * read as prose, each of its numbers was a quantity quoting the whole run (19,293 of them in one appendix, 146 MB).
 */
export function isNumberRun(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  const numbers = words.filter((w) => /^[([]?[-+−±]?\d[\d.,]*%?(?:\(\d+\))?[)\],;]?$/.test(w)).length;
  return numbers >= 10 && numbers * 2 >= words.length;
}

export function isLabelFragment(text: string): boolean {
  const bare = text.replace(/\([^()]*\)|https?:\/\/\S+|\$[^$]*\$/g, ' ');
  return !/(?<![\w-])[a-z]{3,}(?![\w-])/.test(bare);
}

/**
 * Source code that a PDF or a README left in the text ("def posenc(t, max_time=1000.):", "h *= (1000. /
 * max_time)", "return nn.avg_pool(h, (1, k, k))"): a definition, a return of a call, an in-place
 * assignment, or two dotted calls, with no first-person word, claims nothing.
 */
export function isSourceCode(text: string): boolean {
  if (/\b(?:we|our|us)\b/i.test(text)) return false;
  if (/\bdef\s+[A-Za-z_]\w*\s*\(|\breturn\s+(?:[A-Za-z_][\w.]*\(|\()|\blambda\s+[a-z_]\w*\s*:|[\w)\]]\s*[*+/-]=\s*[\w(]/.test(text)) return true;
  return (text.match(/\b[a-z_]\w*\.[a-z_]\w*\(/g) ?? []).length >= 2;
}
