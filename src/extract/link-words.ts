/**
 * A bracketed link word after a row's name ("BERT [link]", "ResNet-50 [weights]", "Swin-T [code] [log]"): a README
 * renders its download / code / paper anchors as `[word]`; the words name the anchor, not the method, so they leave
 * the name (docs/extract-readers.md, "Seventh held-out set: link words after a name"). Pure.
 */
const LINK_WORD = '(?:links?|code|model|weights?|ckpt|checkpoints?|download|paper|arxiv|pdf|config|cfg|logs?|github|project|page|demo|hf|huggingface|🤗)';
const TRAILING_LINKS = new RegExp(`(?:\\s*\\[\\s*${LINK_WORD}\\s*\\])+\\s*$`, 'iu');

/** The name without bracketed link words at its end; the name itself when nothing else is left. */
export function dropLinkWords(name: string): string {
  const cut = name.replace(TRAILING_LINKS, '').trim();
  return cut.length > 0 ? cut : name;
}
