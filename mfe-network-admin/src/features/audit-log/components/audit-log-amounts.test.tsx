import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: an offer's amounts read with its currency's digits (¥1,250, never 12.50).
const offerEntry = (id: number, changes: AuditLogEntry['changes'], details: Record<string, unknown>) => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: 'Olive Owner',
  action: 'offer.update',
  subject: `Offer ${id}`,
  changes,
  log_status: 'Offer changed',
  details: { offer_id: id, ...details },
});

beforeEach(() => {
  const user = {
    token: 'a.b.c',
    permissions: ['network'],
    userDetail: { id: 1, name: 'Olive' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['network'] });
});

it('shows each offer’s amounts with its own currency’s digits', async () => {
  const rows = [
    offerEntry(4, [{ field: 'payout', before: 1250, after: 2000 }], { currency: 'JPY', payout_type: 'CPA' }),
    offerEntry(3, [{ field: 'revenue', before: 1250, after: 1500 }], { currency: 'KWD', payout_type: 'CPA' }),
    offerEntry(
      2,
      [
        { field: 'payout', before: 1250, after: 1250 },
        { field: 'currency', before: 'USD', after: 'JPY' },
      ],
      { currency: 'JPY', payout_type: 'CPA' },
    ),
    offerEntry(1, [{ field: 'payout', before: 1500, after: 2000 }], { currency: 'USD', payout_type: 'CPS' }),
  ];
  fakeServer({ 'GET /api/network/audit-log': () => ({ rows, total: rows.length, page: 1, limit: 20 }) });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');
  const table = await screen.findByRole('table', { name: 'Changes, newest first' });
  expect(within(table).getByText('Payout: ¥1,250 → ¥2,000')).toBeInTheDocument();
  expect(within(table).getByText('Revenue: KWD 1.250 → KWD 1.500')).toBeInTheDocument();
  expect(within(table).getByText('Payout: $12.50 → ¥1,250')).toBeInTheDocument();
  expect(within(table).getByText('Payout: 15.00% → 20.00%')).toBeInTheDocument();
});
