import type { PublisherInvoice } from '@affnet/contracts';
import type { OwnBalance } from '../lib/figures';

export const aBalance = (changes: Partial<OwnBalance> = {}): OwnBalance => ({
  publisher_id: 3,
  publisher_name: 'Paul',
  currency: 'EUR',
  earned: 123_456,
  pending: 5_000,
  invoiced: 40_000,
  paid: 90_000,
  ...changes,
});

export const anInvoice = (changes: Partial<PublisherInvoice> = {}): PublisherInvoice => ({
  id: 7,
  run_id: 2,
  number: 12,
  publisher_id: 3,
  publisher_name: 'Paul',
  currency: 'EUR',
  status: 'approved',
  total: 41_000,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  approved_at: '2026-11-02T09:00:00.000Z',
  payable_on: '2026-11-02',
  paid_at: null,
  paid_reference: null,
  lines: [
    {
      id: 1,
      kind: 'conversions',
      offer_id: 4,
      offer_name: 'Summer Shoes',
      goal: null,
      conversions: 30,
      amount: 30_000,
      reason: null,
    },
    {
      id: 2,
      kind: 'conversions',
      offer_id: 4,
      offer_name: 'Summer Shoes',
      goal: 'sale',
      conversions: 5,
      amount: 12_000,
      reason: null,
    },
    {
      id: 3,
      kind: 'adjustment',
      offer_id: null,
      offer_name: null,
      goal: null,
      conversions: 0,
      amount: -1_000,
      reason: 'Chargeback',
    },
  ],
  ...changes,
});
