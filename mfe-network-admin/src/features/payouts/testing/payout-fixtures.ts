import type { Balances, PayoutRun, PublisherInvoice } from '@affnet/contracts';

/** A publisher owed in two currencies and another in one: each currency totalled on its own. */
export const BALANCES: Balances = {
  rows: [
    {
      publisher_id: 3,
      publisher_name: 'Paul Publisher',
      currency: 'EUR',
      earned: 12550,
      pending: 300,
      on_hold: 0,
      invoiced: 0,
      paid: 1000,
    },
    {
      publisher_id: 3,
      publisher_name: 'Paul Publisher',
      currency: 'JPY',
      earned: 1500,
      pending: 0,
      on_hold: 0,
      invoiced: 0,
      paid: 0,
    },
    {
      publisher_id: 4,
      publisher_name: 'Petra Pages',
      currency: 'EUR',
      earned: 2450,
      pending: 0,
      on_hold: 150,
      invoiced: 500,
      paid: 0,
    },
  ],
  totals: [
    { currency: 'EUR', earned: 15000, pending: 300, on_hold: 150, invoiced: 500, paid: 1000 },
    { currency: 'JPY', earned: 1500, pending: 0, on_hold: 0, invoiced: 0, paid: 0 },
  ],
};

const invoice = (id: number, publisher: string, currency: string, total: number): PublisherInvoice => ({
  id,
  run_id: 9,
  number: null,
  publisher_id: id,
  publisher_name: publisher,
  currency,
  status: 'draft',
  total,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  approved_at: null,
  payable_on: null,
  paid_at: null,
  paid_reference: null,
  lines: [
    {
      id: id * 10,
      kind: 'conversions',
      offer_id: 1,
      offer_name: 'Summer sale',
      goal: null,
      conversions: 5,
      amount: total,
      reason: null,
    },
  ],
});

export const DRAFT_RUN: PayoutRun = {
  id: 9,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  status: 'draft',
  created_at: '2026-11-02T09:00:00.000Z',
  approved_at: null,
  invoices: [invoice(31, 'Paul Publisher', 'EUR', 12550), invoice(32, 'Petra Pages', 'JPY', 1500)],
};

export const APPROVED_RUN: PayoutRun = {
  ...DRAFT_RUN,
  status: 'approved',
  approved_at: '2026-11-03T09:00:00.000Z',
  invoices: DRAFT_RUN.invoices.map((draft, index) => ({
    ...draft,
    status: 'approved',
    number: 101 + index,
    approved_at: '2026-11-03T09:00:00.000Z',
  })),
};
