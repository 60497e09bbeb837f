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

/** RFC 4180 parsing, enough for the exports: quoted cells with "" escapes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}
