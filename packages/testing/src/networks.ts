import type { AdminNetwork } from '@affnet/contracts';

/** Acme's network with its owner, as the platform admin's network list answers it; `changes` sets what a test needs. */
export function aNetwork(changes: Partial<AdminNetwork> = {}): AdminNetwork {
  return {
    id: 1,
    network_id: 'acme',
    company_name: 'Acme Media',
    dashboard_domain: 'acme.example.com',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    owner_email: 'owner@acme.test',
    owner_name: 'Alice Owner',
    members: 8,
    offers: 12,
    review: null,
    reviewed_at: null,
    ...changes,
  };
}
