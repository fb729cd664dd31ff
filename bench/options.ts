/**
 * `npm run bench [-- --quick] [--db=postgres|pglite|both] [--scale=N] [--duration=S] [--strict] [--scenarios=TEXT]`
 */
export interface BenchOptions {
  quick: boolean;
  databases: ('postgres' | 'pglite')[];
  /** Multiplies the data set's size. */
  scale: number;
  /** Seconds per load phase. */
  duration: number;
  /** Exit non-zero when a budget is missed (errors always do). */
  strict: boolean;
  /** Only the scenarios whose name contains this, or one of these (`--scenarios=product,order`), without the browser's screens. */
  scenarios: string | null;
}

export function parseOptions(argv: string[]): BenchOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const quick = flag('quick');
  const db = value('db') ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(db)) throw new Error(`--db must be postgres, pglite or both, not ${db}`);
  return {
    quick,
    databases: db === 'both' ? ['postgres', 'pglite'] : [db as 'postgres' | 'pglite'],
    scale: Number(value('scale') ?? 1),
    duration: Number(value('duration') ?? (quick ? 0.5 : 10)),
    strict: flag('strict'),
    scenarios: value('scenarios') ?? null,
  };
}
