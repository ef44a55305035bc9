/**
 * The output edge: everything `audit` writes to stdout and stderr passes through
 * core/terminal-text.ts, so text from a claim file (a title, a method name, a YAML error quoting
 * it) can never send a terminal escape sequence, whichever command prints it. Installed once by main().
 */
import { neutralizeControls } from '../core/terminal-text.js';

const GUARDED = Symbol.for('repro-audit.output-guard');

type Write = NodeJS.WriteStream['write'];

function guard(stream: NodeJS.WriteStream): void {
  const s = stream as NodeJS.WriteStream & { [GUARDED]?: true };
  if (s[GUARDED]) return;
  s[GUARDED] = true;
  const write = stream.write.bind(stream) as (...a: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string') return write(neutralizeControls(chunk), ...rest);
    if (chunk instanceof Uint8Array) {
      const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
      const safe = neutralizeControls(text);
      return write(safe === text ? chunk : Buffer.from(safe, 'utf8'), ...rest);
    }
    return write(chunk, ...rest);
  }) as Write;
}

export function guardOutput(): void {
  guard(process.stdout);
  guard(process.stderr);
}
