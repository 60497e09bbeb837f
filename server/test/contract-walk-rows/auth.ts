import { ACME, DEMO_PASSWORD } from '../helpers';
import { EMAILS, MEMBERS, type Row } from './types';

const person = (email: string) => ({ name: 'Reg Walker', email, password: 'Welcome-2026', company_name: 'Reg Media' });

/** Sign-in doors, the session calls, the forgotten password and sign-up by invitation. */
export const authRows: Row[] = [
  {
    method: 'POST',
    path: () => '/user/login',
    allowed: 'public',
    host: ACME,
    body: () => ({ userDetails: { email: 'publisher@acme.test', password: DEMO_PASSWORD } }),
  },
  {
    method: 'POST',
    path: () => '/user/admin/login',
    allowed: 'public',
    body: () => ({ userDetails: { email: 'admin@affnet.test', password: DEMO_PASSWORD } }),
  },
  {
    method: 'POST',
    path: () => '/user/network/login',
    allowed: 'public',
    host: ACME,
    body: () => ({ email: 'owner@acme.test', password: DEMO_PASSWORD }),
  },
  {
    method: 'POST',
    path: () => '/user/account/login',
    allowed: 'public',
    host: ACME,
    body: (ids) => ({ accountToken: ids.accountToken }),
  },
  {
    method: 'POST',
    path: () => '/api/logout',
    allowed: [...MEMBERS, 'admin'],
    body: (_ids, role) => ({ email: EMAILS[role] }),
  },
  {
    method: 'POST',
    path: () => '/api/account/token',
    allowed: ['owner'],
    body: (ids) => ({ user_id: ids.publisher }),
    cross: 'id',
  },
  // Forgotten password: each link row has a link of its own, as using a link spends it.
  {
    method: 'POST',
    path: () => '/auth/forgetpassword',
    allowed: 'public',
    host: ACME,
    body: () => ({ email: 'spare@walk.test' }),
  },
  { method: 'POST', path: () => '/auth/checkurl', allowed: 'public', body: (ids) => ({ link: ids.resetLink }) },
  {
    method: 'POST',
    path: () => '/auth/resetpassword',
    allowed: 'public',
    body: (ids) => ({ link: ids.doomedResetLink, password: 'Walk-reset-2026' }),
  },
  // Sign-up by invitation, on the network's host (the demo invites have no expiry)
  {
    method: 'POST',
    path: () => '/registerPublisher/add?token=acme-publisher-invite',
    allowed: 'public',
    host: ACME,
    body: () => person('reg-publisher@walk.test'),
  },
  {
    method: 'POST',
    path: () => '/registerAdvertiser/add?token=acme-advertiser-invite',
    allowed: 'public',
    host: ACME,
    body: () => person('reg-advertiser@walk.test'),
  },
  { method: 'GET', path: () => '/api/invite/acme-publisher-invite', allowed: 'public', host: ACME },
];
