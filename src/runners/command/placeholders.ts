/** `{out}`, `{cwd}`, `{stdout}`, `{stderr}` in argv, env values and metric files (pure). */
export interface Places {
  readonly out: string;
  readonly cwd: string;
  readonly stdout: string;
  readonly stderr: string;
}

export function expand(s: string, p: Places): string {
  return s.replace(/\{(out|cwd|stdout|stderr)\}/g, (_, k: keyof Places) => p[k]);
}
