import type { AuditLogEntry, CurrentUser } from '@affnet/contracts';
import { changeLanguage, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

// Issue 28 item 6: settings, theme and logo changes read "Field: before → after" in the owner's words, never a stored key.
const entry = (id: number, action: string, changes: AuditLogEntry['changes']): AuditLogEntry => ({
  id,
  created_at: '2026-11-20T09:30:00.000Z',
  user_name: 'Olive Owner',
  action,
  subject: null,
  changes,
  log_status: 'Saved',
  details: {},
});

const rows = [
  entry(6, 'setting.link', [
    { field: 'custom_parameters', before: [], after: ['src=affnet', 'lang=en'] },
    { field: 'publisher_setting_string', before: '', after: 'source={aff_id}' },
  ]),
  entry(5, 'setting.postbacks', [
    { field: 'postback_approval', before: false, after: true },
    { field: 'export_retention_days', before: 7, after: 30 },
  ]),
  entry(4, 'setting.offer_keys', [{ field: 'offer_columns', before: [], after: ['name', 'payout'] }]),
  entry(3, 'setting.theme', [
    { field: 'theme.navbarbg', before: 'skin1', after: 'skin3' },
    { field: 'theme.theme', before: 'light', after: 'dark' },
  ]),
  entry(2, 'setting.logo', [{ field: 'logo.medium', before: '/uploads/acme/a.png', after: '/uploads/acme/a.png' }]),
  entry(1, 'setting.forwarding.update', [{ field: 'mode', before: 'all', after: 'unmatched' }]),
];

beforeEach(() => {
  const user = {
    token: 'a.b.c',
    permissions: ['network'],
    userDetail: { id: 1, name: 'Olive' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['network'] });
  fakeServer({ 'GET /api/network/audit-log': () => ({ rows, total: rows.length, page: 1, limit: 20 }) });
});

const show = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/audit-log');

it('words settings, theme and logo changes as before → after in English, with no internal key', async () => {
  show();
  const table = await screen.findByRole('table', { name: 'Changes, newest first' });
  for (const text of [
    'Custom parameters: (none) → src=affnet, lang=en',
    'Query string for publishers: (none) → source={aff_id}',
    'Postback approval: no → yes',
    'Days a download-center file is kept: 7 → 30',
    'Columns of offers.csv: every column → Name, Payout',
    'Theme changed',
    'Navbar colour: skin 1 → skin 3',
    'Theme: light → dark',
    'Logo changed',
    'Medium logo: new image',
    'Mode: every conversion → unmatched postbacks',
  ]) {
    expect(within(table).getByText(text)).toBeInTheDocument();
  }
  expect(table.textContent).not.toMatch(
    /custom_parameters|publisher_setting_string|offer_columns|navbarbg|skin1|uploads/,
  );
});

it.each<['fr' | 'de' | 'es', string, string]>([
  ['fr', 'Couleur de la barre : style 1 → style 3', 'Colonnes de offers.csv : toutes les colonnes → Nom, Rémunération'],
  ['de', 'Farbe der Kopfleiste: Stil 1 → Stil 3', 'Spalten von offers.csv: alle Spalten → Name, Auszahlung'],
  [
    'es',
    'Color de la barra superior: estilo 1 → estilo 3',
    'Columnas de offers.csv: todas las columnas → Nombre, Pago',
  ],
])('words them in %s', async (language, theme, columns) => {
  await changeLanguage(language);
  const page = show();
  try {
    const table = await screen.findByRole('table');
    expect(within(table).getByText(theme)).toBeInTheDocument();
    expect(within(table).getByText(columns)).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/custom_parameters|navbarbg|Theme changed|Logo changed/);
  } finally {
    page.unmount();
    await changeLanguage('en');
  }
});
