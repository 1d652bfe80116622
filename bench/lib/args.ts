// `--name value` and `--flag` command-line options of the benchmarks.

export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(String(process.argv[i + 1]).replace(/_/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} takes a whole number above 0, got '${process.argv[i + 1]}'`);
  return n;
}

export const flagArg = (name: string) => process.argv.includes(`--${name}`);

export function stringArg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 || !process.argv[i + 1] ? fallback : process.argv[i + 1]!;
}
