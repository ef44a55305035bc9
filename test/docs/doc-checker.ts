/**
 * Checks Markdown documentation against the repository and the CLI: relative links must name an
 * existing file (and an existing heading, by GitHub's anchor rules: github-slugger), and every
 * `audit …` command line in a code block must name a command the CLI has, with options that
 * command's --help lists. Problems are `file:line: what is wrong` strings; none means it holds.
 */
import GithubSlugger from 'github-slugger';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface CodeBlock {
  lang: string;
  /** 1-based line number of the first line inside the fence. */
  start: number;
  lines: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;

/** The fenced code blocks of a Markdown text, and its lines outside them (others blanked). */
export function splitMarkdown(md: string): { blocks: CodeBlock[]; prose: string[] } {
  const blocks: CodeBlock[] = [];
  const prose: string[] = [];
  let open: { marker: string; block: CodeBlock } | undefined;
  md.split('\n').forEach((line, i) => {
    const m = FENCE.exec(line);
    if (open) {
      if (m && (m[2] as string).startsWith(open.marker) && line.trim() === m[2]) open = undefined;
      else open.block.lines.push(line);
      prose.push('');
    } else if (m) {
      const block = { lang: (m[3] as string).toLowerCase(), start: i + 2, lines: [] };
      blocks.push(block);
      open = { marker: m[2] as string, block };
      prose.push('');
    } else {
      prose.push(line);
    }
  });
  return { blocks, prose };
}

/** GitHub's anchors of a Markdown text's headings (ATX headings outside code blocks). */
export function headingAnchors(md: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of splitMarkdown(md).prose) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = (m[1] as string)
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
      .replace(/<[^>]+>/g, '') // inline HTML tags
      .replace(/[*_`]/g, (c) => (c === '_' ? c : '')); // emphasis and code marks
    anchors.add(slugger.slug(text));
  }
  return anchors;
}

/** Inline links and images `[text](target)` of the prose (code spans and code blocks left out). */
export function links(md: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  splitMarkdown(md).prose.forEach((line, i) => {
    const text = line.replace(/(`+)(?:(?!\1).)+?\1/g, (s) => ' '.repeat(s.length));
    for (const m of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      out.push({ line: i + 1, target: m[1] as string });
    }
  });
  return out;
}

/** Problems with the relative links of `file` (a path under root). */
export function checkLinks(root: string, file: string, md = readFileSync(join(root, file), 'utf8')): string[] {
  const problems: string[] = [];
  for (const { line, target } of links(md)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const dest = pathPart === '' ? join(root, file) : resolve(dirname(join(root, file)), decodeURIComponent(pathPart));
    const where = `${file}:${line}`;
    if (relative(root, dest).startsWith('..')) {
      problems.push(`${where}: link '${target}' leaves the repository`);
      continue;
    }
    if (!existsSync(dest)) {
      problems.push(`${where}: link '${target}': no file ${relative(root, dest)}`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (!dest.endsWith('.md') || statSync(dest).isDirectory()) {
      problems.push(`${where}: link '${target}': an anchor into a file that is not Markdown`);
      continue;
    }
    if (!headingAnchors(readFileSync(dest, 'utf8')).has(anchor)) {
      problems.push(`${where}: link '${target}': ${relative(root, dest)} has no heading with anchor #${anchor}`);
    }
  }
  return problems;
}

export interface CommandLine {
  file: string;
  line: number;
  /** The command line as written, continuation lines joined. */
  text: string;
  /** `audit <command>`'s command ('' for options or nothing after `audit`). */
  command: string;
  /** Long and short options used, as written (`--json`, `-h`), values dropped. */
  options: string[];
}

const SHELL_LANGS = new Set(['', 'sh', 'bash', 'shell', 'console', 'text']);

/**
 * The `audit …` invocations in a Markdown text's code blocks: lines of shell blocks (sh, bash,
 * shell), `$ ` lines of console blocks, and synopsis lines starting `audit ` in unlabelled or
 * text blocks. Comments after ` #` are dropped; a line is cut at `&&`, `;` and `|`.
 */
export function auditCommands(file: string, md: string): CommandLine[] {
  const out: CommandLine[] = [];
  for (const block of splitMarkdown(md).blocks) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    const shell = ['sh', 'bash', 'shell'].includes(block.lang);
    for (let i = 0; i < block.lines.length; i++) {
      const lineNo = block.start + i;
      let text = block.lines[i] as string;
      while (text.endsWith('\\') && i + 1 < block.lines.length) text = `${text.slice(0, -1)} ${(block.lines[++i] as string).trim()}`;
      // a synopsis wrapped onto indented lines: `audit score --refs R …` then `            [--allow-missing] …`
      if (!shell && block.lang !== 'console') while (/^\s*audit\s/.test(text) && /^\s+\[/.test(block.lines[i + 1] ?? '')) text = `${text} ${(block.lines[++i] as string).trim()}`;
      if (block.lang === 'console') {
        if (!text.startsWith('$ ')) continue;
        text = text.slice(2);
      } else if (!shell && !/^\s*audit\s/.test(text)) {
        continue;
      }
      for (const segment of stripComment(text).split(/&&|\|\||;|\|(?![^[]*\])/)) {
        const m = /^\s*(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:npx\s+)?audit(?:\s+(.*))?$/.exec(segment);
        if (!m) continue;
        const rest = (m[1] ?? '').trim();
        const first = rest.split(/\s+/)[0] ?? '';
        const command = /^[a-z][a-z-]*$/.test(first) ? first : '';
        const options = [...rest.matchAll(/(?:^|[\s[(|])(--?[a-zA-Z][\w-]*)/g)].map((o) => o[1] as string);
        out.push({ file, line: lineNo, text: segment.trim(), command, options });
      }
    }
  }
  return out;
}

function stripComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] as string))) {
      return line.slice(0, i);
    }
  }
  return line;
}

/** Whether `help` (one command's --help text) lists `option` (`--no-x` for a boolean `--x`). */
export function helpLists(help: string, option: string): boolean {
  const listed = (o: string) => new RegExp(`(^|[\\s,\\[])${o.replace(/[-]/g, '\\-')}(?![\\w-])`, 'm').test(help);
  if (listed(option)) return true;
  const positive = /^--no-(.+)$/.exec(option);
  if (positive === null) return false;
  // the option's entry runs from its own line to the next option's (yargs wraps long descriptions)
  const entry = new RegExp(`^\\s+--${positive[1]!.replace(/[-]/g, '\\-')}\\s[\\s\\S]*?(?=^\\s+-|(?![\\s\\S]))`, 'm').exec(help);
  return entry !== null && /\[boolean\]/.test(entry[0]);
}

/** Problems of command lines against the CLI's help texts, by command ('' for `audit --help`). */
export function checkCommands(commands: readonly CommandLine[], help: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const c of commands) {
    const text = help[c.command];
    const where = `${c.file}:${c.line}: \`${c.text}\``;
    if (text === undefined) {
      problems.push(`${where}: audit has no command '${c.command}'`);
      continue;
    }
    for (const o of c.options) if (!helpLists(text, o)) problems.push(`${where}: 'audit ${c.command}' has no option ${o}`);
  }
  return problems;
}

/** `npm run <script>` lines of shell blocks whose script package.json does not define. */
export function checkNpmScripts(file: string, md: string, scripts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const block of splitMarkdown(md).blocks) {
    if (!['sh', 'bash', 'shell', 'console'].includes(block.lang)) continue;
    block.lines.forEach((line, i) => {
      for (const m of stripComment(line).matchAll(/\bnpm run(?:\s+-s)?\s+([\w:-]+)/g)) {
        if (!(m[1] as string in scripts)) problems.push(`${file}:${block.start + i}: npm run ${m[1]}: package.json has no such script`);
      }
    });
  }
  return problems;
}
