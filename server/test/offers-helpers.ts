import type { Envelope } from '@affnet/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACME } from './helpers';

/** A signed-in JSON call through app.inject; `host` defaults to Acme's dashboard domain. */
export async function call<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  host = ACME,
) {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = token;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Envelope<T>, response };
}

/** A valid create body; override fields per test. */
export function newOffer(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test VPN – Monthly',
    description: 'A test offer',
    preview_url: 'https://testvpn.example/',
    destination_url: 'https://testvpn.example/landing?click_id={click_id}&aff_id={aff_id}&s1={aff_sub1}',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPA',
    payout: 1250,
    revenue: 2000,
    currency: 'USD',
    countries: ['US', 'DE'],
    os: ['android'],
    devices: [],
    daily_cap: 100,
    monthly_cap: null,
    kpi: 'No incent',
    categories: ['VPN'],
    thumbnail_url: null,
    ...overrides,
  };
}
