import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: the owner's changes to a publisher's own payout read as such, with the offer's currency.
const entry = (id: number, action: string, changes: AuditLogEntry['changes']): AuditLogEntry => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: 'Olive Owner',
  action,
  subject: 'ShieldVPN · Paul Publisher',
  changes,
  log_status: 'Own payout changed',
  details: { offer_id: 7, publisher_id: 3, currency: 'EUR', payout_type: 'CPA' },
});

beforeEach(() => {
  const user = { token: 'a.b.c', permissions: ['network'], userDetail: { id: 1, name: 'Olive' } };
  useSession.setState({ user: user as unknown as CurrentUser, permissions: ['network'] });
});

it('describes setting, changing and removing a publisher’s own payout', async () => {
  const rows = [
    entry(3, 'offer.publisher_payout.remove', [{ field: 'payout', before: 1200, after: null }]),
    entry(2, 'offer.publisher_payout.change', [{ field: 'payout', before: 1100, after: 1200 }]),
    entry(1, 'offer.publisher_payout.set', [{ field: 'payout', after: 1100 }]),
  ];
  fakeServer({ 'GET /api/network/audit-log': () => ({ rows, total: rows.length, page: 1, limit: 20 }) });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');
  const table = await screen.findByRole('table', { name: 'Changes, newest first' });
  expect(within(table).getByText("Publisher's own payout set")).toBeInTheDocument();
  expect(within(table).getByText("Publisher's own payout changed")).toBeInTheDocument();
  expect(within(table).getByText("Publisher's own payout removed")).toBeInTheDocument();
  expect(within(table).getByText('Payout: €11.00')).toBeInTheDocument();
  expect(within(table).getByText('Payout: €11.00 → €12.00')).toBeInTheDocument();
  expect(within(table).getByText('Payout: €12.00 → (none)')).toBeInTheDocument();
});
