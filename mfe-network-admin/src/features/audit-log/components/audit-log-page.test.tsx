import { ApiError, getAuditLog } from '@affnet/api';
import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { useSession } from '@affnet/store';
import { renderPage } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';

jest.mock('@affnet/api', () => ({ ...jest.requireActual('@affnet/api'), getAuditLog: jest.fn() }));

const entry = (id: number): AuditLogEntry => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: id === 1 ? null : 'Olive Owner',
  action: 'setting.timezone',
  log_status: `Time zone changed ${id}`,
  details: {},
});

beforeEach(() => {
  jest.clearAllMocks();
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
  const table = await screen.findByRole('table', { name: 'Saved settings, newest first' });
  expect(within(table).getByText('Time zone changed 30')).toBeInTheDocument();
  expect(within(table).getAllByText('Olive Owner')).toHaveLength(2);
  expect(screen.getByText('1–20 of 22')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Time zone changed 1')).toBeInTheDocument();
  expect(screen.getByText('Deleted user')).toBeInTheDocument();
  expect(getAuditLog).toHaveBeenLastCalledWith(2, 20);
});

it('says when nothing was saved and shows errors', async () => {
  jest.mocked(getAuditLog).mockResolvedValueOnce({ rows: [], total: 0, page: 1, limit: 20 });
  show();
  expect(await screen.findByText('Nothing has been saved yet.')).toBeInTheDocument();
});

it('shows a load error', async () => {
  jest.mocked(getAuditLog).mockRejectedValueOnce(new ApiError('Server down', 500, 'INTERNAL'));
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
});
