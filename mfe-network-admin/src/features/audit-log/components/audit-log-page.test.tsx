import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { ApiError, changeLanguage, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const getAuditLog = jest.fn();

const serve = () =>
  fakeServer({
    'GET /api/network/audit-log': ({ params }) => getAuditLog(params?.page, params?.limit),
  });

const entry = (id: number): AuditLogEntry => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: id === 1 ? null : 'Olive Owner',
  action: 'setting.timezone',
  subject: null,
  changes: [{ field: 'current_timezone', before: 'UTC', after: `Europe/Zone${id}` }],
  log_status: `Time zone changed to Europe/Zone${id}`,
  details: {},
});

beforeEach(() => {
  jest.clearAllMocks();
  serve();
  const user = {
    token: 'a.b.c',
    permissions: ['network'],
    userDetail: { id: 1, name: 'Olive' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['network'] });
});

const show = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');

it('lists the entries a page at a time', async () => {
  jest
    .mocked(getAuditLog)
    .mockResolvedValueOnce({ rows: [entry(30), entry(29)], total: 22, page: 1, limit: 20 })
    .mockResolvedValueOnce({ rows: [entry(2), entry(1)], total: 22, page: 2, limit: 20 });
  show();
  const table = await screen.findByRole('table', { name: 'Changes, newest first' });
  expect(within(table).getByText('Time zone: UTC → Europe/Zone30')).toBeInTheDocument();
  expect(within(table).getAllByText('Time zone changed')).toHaveLength(2);
  expect(within(table).getAllByText('Olive Owner')).toHaveLength(2);
  expect(screen.getByText('1–20 of 22')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Time zone: UTC → Europe/Zone1')).toBeInTheDocument();
  expect(screen.getByText('Deleted user')).toBeInTheDocument();
  expect(getAuditLog).toHaveBeenLastCalledWith(2, 20);
});

it('says when nothing was saved and shows errors', async () => {
  jest.mocked(getAuditLog).mockResolvedValueOnce({ rows: [], total: 0, page: 1, limit: 20 });
  show();
  expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
});

it('shows a load error', async () => {
  jest.mocked(getAuditLog).mockRejectedValueOnce(new ApiError('Server down', 500, 'INTERNAL'));
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
});

it('asks again on Retry and then shows the entries', async () => {
  jest
    .mocked(getAuditLog)
    .mockRejectedValueOnce(new ApiError('Server down', 500, 'INTERNAL'))
    .mockResolvedValueOnce({ rows: [entry(3)], total: 1, page: 1, limit: 20 });
  show();
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Something went wrong on our side');
  expect(getAuditLog).toHaveBeenCalledTimes(1);
  await userEvent.setup().click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Time zone: UTC → Europe/Zone3')).toBeInTheDocument();
  expect(getAuditLog).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('words actions and changes in German, with the heading the menu uses', async () => {
  const offerEdit: AuditLogEntry = {
    ...entry(5),
    action: 'offer.status',
    subject: 'FitLife Keto',
    changes: [{ field: 'status', before: 'active', after: 'paused' }],
  };
  const newPublisher: AuditLogEntry = {
    ...entry(6),
    action: 'publisher.create',
    subject: 'Nina New',
    changes: [{ field: 'company_name', after: 'Nina Media' }, { field: 'password' }],
  };
  jest
    .mocked(getAuditLog)
    .mockResolvedValueOnce({ rows: [newPublisher, offerEdit, entry(4)], total: 3, page: 1, limit: 20 });
  await changeLanguage('de');
  const page = show();
  try {
    expect(await screen.findByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Änderungen, neueste zuerst' });
    expect(within(table).getByText('Angebotsstatus geändert')).toBeInTheDocument();
    expect(within(table).getByText('Status: aktiv → pausiert')).toBeInTheDocument();
    expect(within(table).getByText('Publisher hinzugefügt')).toBeInTheDocument();
    expect(within(table).getByText('Firma: Nina Media')).toBeInTheDocument();
    expect(within(table).getByText('Passwort geändert')).toBeInTheDocument();
    expect(within(table).getByText('Zeitzone geändert')).toBeInTheDocument();
    expect(within(table).queryByText(/offer\.status|setting\.timezone|Time zone/)).not.toBeInTheDocument();
  } finally {
    page.unmount();
    await changeLanguage('en');
  }
});
