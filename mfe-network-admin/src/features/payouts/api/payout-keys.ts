/** The query keys of the owner's money pages; a change of a run or an invoice moves the balances too. */
export const PAYOUTS_KEY = ['payouts'] as const;
export const BALANCES_KEY = [...PAYOUTS_KEY, 'balances'] as const;
export const RUNS_KEY = [...PAYOUTS_KEY, 'runs'] as const;
export const runKey = (runId: number) => [...RUNS_KEY, 'run', runId] as const;
