/** `{out}`, `{cwd}`, `{stdout}`, `{stderr}`, `{probes}` (this project's scripts/probes) in argv, env values and metric files (pure). */
export interface Places {
  readonly out: string;
  readonly cwd: string;
  readonly stdout: string;
  readonly stderr: string;
  /** This project's probe scripts (scripts/probes). */
  readonly probes?: string;
}

export function expand(s: string, p: Places): string {
  return s.replace(/\{(out|cwd|stdout|stderr|probes)\}/g, (m: string, k: keyof Places) => p[k] ?? m);
}
