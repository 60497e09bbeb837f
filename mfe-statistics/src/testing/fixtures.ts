import type { CurrentUser, Role } from '@affnet/contracts';
import { toasts, useSession } from '@affnet/core';

/** A signed-in user of Acme in `role` (the token is not read by these pages). */
export function signInAs(role: Role): CurrentUser {
  const user: CurrentUser = {
    token: 'header.payload.signature',
    permissions: [role],
    userDetail: {
      id: role === 'network' ? 1 : 7,
      name: `Acme ${role}`,
      email: `${role}@acme.test`,
      role,
      company_name: 'Acme Media',
      domain: { dashboard: 'acme.localhost' },
      network: ['acme'],
      parentId: role === 'network' ? [] : [1],
    },
  };
  useSession.setState({ user, permissions: [role] });
  return user;
}

/** Records toasts instead of drawing them; returns the spy. */
export const recordToasts = () => jest.spyOn(toasts, 'notify').mockReturnValue('toast');

/** Figures whose money is all in USD: the one line of `amounts` repeats the top-level figures (issue 27). */
export function inUsd<
  T extends {
    clicks: number;
    unique_clicks: number;
    conversions: number;
    payout?: number;
    revenue?: number;
    profit?: number;
  },
>(figures: T) {
  const { clicks, unique_clicks, conversions, payout, revenue, profit } = figures;
  const line = { currency: 'USD', converted: false, clicks, unique_clicks, conversions, payout, revenue, profit };
  return { ...figures, amounts: [line] };
}
