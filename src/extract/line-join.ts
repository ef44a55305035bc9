/**
 * Two wrapped lines of one paragraph joined (pure; the PDF reader and the plain-text unwrapper share it): a word
 * hyphenated at the line's end joined ("perfor-" / "mance"); a word the document prints whole elsewhere joined
 * whatever its case ("BiL-" / "STM" where "BiLSTM" is printed); a name cut at a capital keeps its hyphen with no space
 * ("Transformer-" / "Enc"); and a compound cut at one of its own hyphens keeps it ("state-" / "of-the-art", "end-" /
 * "to-end": the piece after the break holds a hyphen too), else "stateof-the-art".
 */
export function joinWrapped(a: string, b: string, words: ReadonlySet<string> = new Set()): string {
  const head = /([A-Za-z][A-Za-z0-9]*)-$/.exec(a)?.[1];
  const tail = /^[A-Za-z0-9][A-Za-z0-9]*/.exec(b)?.[0];
  if (head && tail && words.has(`${head}${tail}`)) return `${a.slice(0, -1)}${b}`;
  if (/[A-Za-z]-$/.test(a) && /^[a-z]+-[a-z]/.test(b)) return `${a}${b}`;
  if (/[A-Za-z]-$/.test(a) && /^[a-z]/.test(b)) return `${a.slice(0, -1)}${b}`;
  if (/[A-Za-z]-$/.test(a) && /^[A-Z0-9]/.test(b)) return `${a}${b}`;
  return `${a} ${b}`;
}
