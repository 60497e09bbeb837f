import type { AdvertiserBalances, AdvertiserInvoice, BillingRun } from '@affnet/contracts';

/** What the owner's Billing pages show in component tests. */
export const ADVERTISER_BALANCES: AdvertiserBalances = {
  rows: [
    {
      advertiser_id: 4,
      advertiser_name: 'Ada Advertiser',
      currency: 'EUR',
      owed: 12550,
      pending: 300,
      invoiced: 0,
      overdue: 5000,
      paid: 1000,
    },
    {
      advertiser_id: 4,
      advertiser_name: 'Ada Advertiser',
      currency: 'JPY',
      owed: 1500,
      pending: 0,
      invoiced: 0,
      overdue: 0,
      paid: 0,
    },
    {
      advertiser_id: 7,
      advertiser_name: 'Ben Brands',
      currency: 'EUR',
      owed: 2450,
      pending: 0,
      invoiced: 700,
      overdue: 0,
      paid: 0,
    },
  ],
  totals: [
    { currency: 'EUR', owed: 15000, pending: 300, invoiced: 700, overdue: 5000, paid: 1000 },
    { currency: 'JPY', owed: 1500, pending: 0, invoiced: 0, overdue: 0, paid: 0 },
  ],
};

const draftInvoice: AdvertiserInvoice = {
  id: 31,
  run_id: 9,
  number: null,
  advertiser_id: 4,
  advertiser_name: 'Ada Advertiser',
  currency: 'EUR',
  status: 'draft',
  total: 12550,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  issued_on: null,
  due_on: null,
  paid_at: null,
  paid_reference: null,
  lines: [
    {
      id: 1,
      kind: 'conversions',
      offer_id: 2,
      offer_name: 'ShieldVPN',
      goal: null,
      conversions: 3,
      amount: 10050,
      reason: null,
    },
    {
      id: 2,
      kind: 'conversions',
      offer_id: 2,
      offer_name: 'ShieldVPN',
      goal: 'deposit',
      conversions: 1,
      amount: 2500,
      reason: null,
    },
  ],
};

export const DRAFT_BILLING_RUN: BillingRun = {
  id: 9,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  status: 'draft',
  created_at: '2026-11-02T09:00:00.000Z',
  sent_at: null,
  invoices: [draftInvoice],
};

export const SENT_BILLING_RUN: BillingRun = {
  ...DRAFT_BILLING_RUN,
  status: 'sent',
  sent_at: '2026-11-02T10:00:00.000Z',
  invoices: [
    { ...draftInvoice, number: 7, status: 'overdue', issued_on: '2026-11-02', due_on: '2026-12-02' },
    {
      ...draftInvoice,
      id: 32,
      number: 8,
      advertiser_name: 'Ben Brands',
      status: 'paid',
      issued_on: '2026-11-02',
      due_on: '2026-12-02',
      paid_at: '2026-11-20',
      paid_reference: 'SEPA-9',
    },
  ],
};
