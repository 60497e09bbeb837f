import type { CurrentUser, Offer, Page, Permission } from '@affnet/contracts';
import { ApiError, toasts, useSession } from '@affnet/core';

/** Signs a test in with one role; the offers area reads only the permissions. */
export function signInAs(permission: Permission): void {
  const user = {
    token: 'header.payload.signature',
    permissions: [permission],
    userDetail: { id: 7, name: 'Ana', email: 'ana@example.com', role: permission, company_name: 'Acme Media' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: [permission] });
}

export function anOffer(changes: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    name: 'Summer Shoes',
    description: 'Shoes for summer',
    preview_url: 'https://shop.example/shoes',
    destination_url: 'https://shop.example/?click={click_id}',
    advertiser_id: 3,
    advertiser_name: 'Shoe Shop',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPA',
    payout: 1250,
    currency: 'USD',
    countries: ['US', 'DE'],
    os: ['android'],
    devices: [],
    daily_cap: null,
    monthly_cap: null,
    kpi: '',
    categories: ['Fashion'],
    thumbnail_url: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...changes,
  };
}

export const pageOf = (rows: Offer[], total = rows.length, page = 1): Page<Offer> => ({ rows, total, page, limit: 20 });

export const serverError = (message: string, status = 400, code = 'INVALID_INPUT') =>
  new ApiError(message, status, code, { err: 1, msg: message, code });

/** Records toasts instead of drawing them; returns the spy. */
export const recordToasts = () => jest.spyOn(toasts, 'notify').mockReturnValue('toast');
