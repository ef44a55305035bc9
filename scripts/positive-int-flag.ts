/** `--name N` from the command line: a positive integer, else `fallback`; anything else exits 2 with the reason. */
export function positiveIntFlag(name: string, fallback: number, argv: readonly string[] = process.argv): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) {
    process.stderr.write(`--${name} must be a positive integer, got ${argv[i + 1]}\n`);
    process.exit(2);
  }
  return v;
}
