/**
 * A bracketed link word after a row's name ("BERT [link]", "ResNet-50 [weights]", "Swin-T [code] [log]"): a README
 * renders its download / code / paper anchors as `[word]`; the words name the anchor, not the method, so they leave
 * the name (docs/extract-readers.md, "Seventh held-out set: link words after a name"). The same words in round brackets,
 * or several in one bracket with `|`, `,` or `/` between them ("KRLS (paper|code)", "UNet (Paper, Code)"), are anchors
 * too (round 9); a round bracket only when one of its words names a document anchor ("StarCoder (code)" keeps it).
 * A file host's name is an anchor word too, and several anchors may stand after the name with `,` or `|` between them
 * ("bytetrack_s [[google]](…), [[baidu(code:qflm)]](…)", round 16). Pure.
 */
/** A file host's name, with the extraction code a Baidu link prints after it ("baidu(code:eeo8)", "Baidu Pan (提取码: ab12)"). */
const HOST = '(?:(?:google|one)\\s*drive|gdrive|google|dropbox|modelscope|baidu(?:\\s*(?:pan|yun|disk|drive))?)(?:\\s*\\(\\s*(?:code|pw|pwd|password|key|提取码)\\s*[:：=]\\s*[\\w-]+\\s*\\))?';
const LINK_WORD = `(?:links?|code|model|weights?|ckpt|checkpoints?|download|paper|arxiv|pdf|config|cfg|logs?|github|project|page|demo|hf|huggingface|🤗|${HOST})`;
/** The separators a README prints between its anchors: `,`, `|` (escaped in a pipe table), `/`, `;`. */
const SEPARATOR = '(?:,|\\\\?\\||/|;)';
/** Several link words in one bracket, separated or spaced: "(paper|code)", "[Paper, Code]". */
const LINK_GROUP = `${LINK_WORD}(?:\\s*(?:${SEPARATOR}|\\s)\\s*${LINK_WORD})*`;
/**
 * In round brackets a variant may be printed ("StarCoder (code)", "LLaMA (model)"): there the group must hold a word
 * that only ever names a document or page anchor (paper, pdf, arXiv, GitHub, link, project, demo).
 */
const ANCHOR_ONLY = '(?:links?|paper|arxiv|pdf|github|project|demo)';
const ROUND_GROUP = `(?=[^()]*(?<![A-Za-z])${ANCHOR_ONLY}(?![A-Za-z]))${LINK_GROUP}`;
const ANCHOR = `(?:\\[\\s*${LINK_GROUP}\\s*\\]|\\(\\s*${ROUND_GROUP}\\s*\\))`;
/** One anchor or more at the end, with the separators a README prints between them ("[google], [baidu(code:eeo8)]"). */
const TRAILING_LINKS = new RegExp(`\\s*(?:${SEPARATOR}\\s*)?${ANCHOR}(?:\\s*${SEPARATOR}?\\s*${ANCHOR})*\\s*$`, 'iu');

/** The name without bracketed link words at its end; the name itself when nothing else is left. */
export function dropLinkWords(name: string): string {
  const cut = name.replace(TRAILING_LINKS, '').trim();
  return cut.length > 0 ? cut : name;
}
