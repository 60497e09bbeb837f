/** The query keys of the owner's Billing pages; a change of a run or an invoice moves the balances too. */
export const BILLING_KEY = ['billing'] as const;
export const ADVERTISER_BALANCES_KEY = [...BILLING_KEY, 'balances'] as const;
export const BILLING_RUNS_KEY = [...BILLING_KEY, 'runs'] as const;
export const BILLING_TERMS_KEY = [...BILLING_KEY, 'terms'] as const;
export const billingRunKey = (runId: number) => [...BILLING_RUNS_KEY, 'run', runId] as const;
