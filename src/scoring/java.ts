/** Spawning Java for the toolkit's jars: presence check and a line-oriented child process. */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Why Java cannot be used, or undefined when `java -version` runs. */
export function javaUnavailable(java: string): string | undefined {
  const r = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 30_000 });
  if (r.error) return `Java not found ('${java} -version' failed: ${r.error.message})`;
  if (r.status !== 0) return `'${java} -version' exited with ${r.status}`;
  return undefined;
}

/** A child process whose stdout is read line by line, in order. */
export class LineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private closed = false;
  private stderr = '';

  constructor(cmd: string, args: readonly string[], cwd?: string) {
    this.child = spawn(cmd, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-4000)));
    const rl = createInterface({ input: this.child.stdout });
    rl.on('line', (l) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = undefined;
        w(l);
      } else this.lines.push(l);
    });
    const end = () => {
      this.closed = true;
      this.waiting?.(undefined);
      this.waiting = undefined;
    };
    rl.on('close', end);
    this.child.on('error', (e) => {
      this.stderr += String(e);
      end();
    });
  }

  write(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** The next stdout line; throws with the process's stderr if it ended first. */
  async readLine(): Promise<string> {
    const ready = this.lines.shift();
    if (ready !== undefined) return ready;
    const line = this.closed ? undefined : await new Promise<string | undefined>((r) => (this.waiting = r));
    if (line === undefined) throw new Error(`the process ended early${this.stderr ? `: ${this.stderr.trim()}` : ''}`);
    return line;
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
