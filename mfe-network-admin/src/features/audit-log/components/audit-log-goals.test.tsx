import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { changeLanguage, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { AUDIT_DE } from '../i18n/audit-log-de';
import { AUDIT_ES } from '../i18n/audit-log-es';
import { AUDIT_FR } from '../i18n/audit-log-fr';

// Issue 27: the owner's changes to an offer's goals read as such, amounts with the offer currency's digits.
const entry = (id: number, action: string, changes: AuditLogEntry['changes'], currency: string): AuditLogEntry => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: 'Olive Owner',
  action,
  subject: 'Yen shop · Purchase',
  changes,
  log_status: 'Goal changed',
  details: { offer_id: 7, goal_id: 3, currency, payout_type: 'CPA' },
});

const rows = [
  entry(3, 'offer.goal.remove', [{ field: 'payout', before: 1500, after: null }], 'KWD'),
  entry(
    2,
    'offer.goal.change',
    [
      { field: 'slug', before: 'purchase', after: 'sale' },
      { field: 'payout', before: 1250, after: 1500 },
      { field: 'daily_cap', before: null, after: 1000 },
    ],
    'JPY',
  ),
  entry(
    1,
    'offer.goal.add',
    [
      { field: 'name', after: 'Purchase' },
      { field: 'revenue', after: 2000 },
    ],
    'JPY',
  ),
];

beforeEach(() => {
  const user = { token: 'a.b.c', permissions: ['network'], userDetail: { id: 1, name: 'Olive' } };
  useSession.setState({ user: user as unknown as CurrentUser, permissions: ['network'] });
  fakeServer({ 'GET /api/network/audit-log': () => ({ rows, total: rows.length, page: 1, limit: 20 }) });
});

it('describes adding, changing and removing a goal, with the offer currency’s digits', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');
  const table = await screen.findByRole('table', { name: 'Changes, newest first' });
  expect(within(table).getByText('Goal added')).toBeInTheDocument();
  expect(within(table).getByText('Goal changed')).toBeInTheDocument();
  expect(within(table).getByText('Goal removed')).toBeInTheDocument();
  expect(within(table).getByText('Name: Purchase')).toBeInTheDocument();
  expect(within(table).getByText('Revenue: ¥2,000')).toBeInTheDocument();
  expect(within(table).getByText('Postback value: purchase → sale')).toBeInTheDocument();
  expect(within(table).getByText('Payout: ¥1,250 → ¥1,500')).toBeInTheDocument();
  expect(within(table).getByText('Daily cap: (none) → 1,000')).toBeInTheDocument();
  expect(within(table).getByText('Payout: KWD 1.500 → (none)')).toBeInTheDocument();
});

it('names goal changes in German, and has the words in Spanish and French', async () => {
  await changeLanguage('de');
  const page = renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');
  try {
    const table = await screen.findByRole('table', { name: 'Änderungen, neueste zuerst' });
    expect(within(table).getByText('Ziel hinzugefügt')).toBeInTheDocument();
    expect(within(table).getByText('Ziel geändert')).toBeInTheDocument();
    expect(within(table).getByText('Ziel entfernt')).toBeInTheDocument();
    expect(within(table).getByText('Wert im Postback: purchase → sale')).toBeInTheDocument();
  } finally {
    page.unmount();
    await changeLanguage('en');
  }
  for (const words of [AUDIT_ES, AUDIT_FR, AUDIT_DE]) {
    for (const key of ['action.offer.goal.add', 'action.offer.goal.change', 'action.offer.goal.remove', 'field.slug']) {
      expect(words[key]).toEqual(expect.any(String));
    }
  }
});
