import { ACME } from '../helpers';
import { fwdUrl, log, MEMBERS, type Row } from './types';

/** The network owner's settings: tracking link, domains, time zone, export columns, postbacks, forwarding, log. */
export const settingsRows: Row[] = [
  { method: 'GET', path: () => '/api/get/network/setting', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/get/publisher/link/settings', allowed: MEMBERS, refused: [], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/network/setting/save',
    allowed: ['owner'],
    body: () => ({ parameter: '', customParameters: [], network_publisher_setting_string: '', ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/setting/savedomain',
    allowed: ['owner'],
    body: () => ({ dashboard: ACME, ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/setting/save/timezone',
    allowed: ['owner'],
    body: (ids) => ({ current_timezone: ids.timeZone, ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/setting/postbacks',
    allowed: ['owner'],
    body: (ids) => ({ postback_approval: false, export_retention_days: ids.retentionDays, ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/offer/setting/keys',
    allowed: ['owner'],
    body: () => ({ keys: [], ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/report/setting/keys',
    allowed: ['owner'],
    body: () => ({ keys: [], ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/setting/fallback',
    allowed: ['owner'],
    body: () => ({ fallback_url: 'https://fallback.example/offers', ...log }),
  },
  { method: 'GET', path: () => '/api/get/offer/setting/keys', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/get/report/setting/keys', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/network/audit-log?page=1&limit=5', allowed: ['owner'], cross: 'list' },
  // The company details invoices print, and the language of documents (issue 30)
  { method: 'GET', path: () => '/api/network/settings/company', allowed: ['owner'], cross: 'list' },
  {
    method: 'PUT',
    path: () => '/api/network/settings/company',
    allowed: ['owner'],
    body: () => ({ legal_name: 'Acme Ltd', document_language: 'en', ...log }),
    cross: 'list',
  },
  // The reporting currency and exchange rates (issue 27)
  { method: 'GET', path: () => '/api/settings/exchange-rates', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/settings/reporting-currency',
    allowed: ['owner'],
    body: () => ({ reporting_currency: 'USD', ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/settings/exchange-rates',
    allowed: ['owner'],
    body: () => ({ currency: 'EUR', rate: '1.08', valid_from: '2026-01-01', ...log }),
  },
  // Postback forwarding
  {
    method: 'POST',
    path: () => '/api/network/postback/forwarding/save',
    allowed: ['owner'],
    body: () => ({ mode: 'none', url: fwdUrl, ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/postback/forwarding/update',
    allowed: ['owner'],
    body: (ids) => ({ postback_forwarding_setting_id: ids.forwarding, mode: 'none', url: fwdUrl, ...log }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/get/network/postback/forwarding/setting', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/delete/network/postback/forwarding/setting',
    allowed: ['owner'],
    body: (ids) => ({ postback_forwarding_setting_id: ids.doomedForwarding }),
    cross: 'id',
  },
];
