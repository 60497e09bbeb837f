import http from 'node:http';
import type { Answer } from '@affnet/core';

/**
 * A fetch for the dashboard's transport under jsdom (which has none), sending real requests to a test server over
 * node:http with the given Host header, which picks the tenant: Node's own fetch drops a Host header it is given.
 * `sent` records the headers of each request as the transport gave them.
 */
export function fetchOverHttp(origin: string, host: string) {
  const sent: Record<string, string>[] = [];
  function fetch(url: string, init: RequestInit): Promise<Answer> {
    const headers = { ...(init.headers as Record<string, string>) };
    sent.push(headers);
    if (init.body !== undefined && typeof init.body !== 'string') throw new Error('only JSON bodies are sent here');
    return new Promise((resolve, reject) => {
      const request = http.request(new URL(url, origin), { method: init.method, headers: { ...headers, host } });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: response.statusMessage ?? '',
            text: async () => bytes.toString('utf8'),
            blob: async () => new Blob([bytes]),
          });
        });
      });
      request.end(init.body);
    });
  }
  return { fetch, sent };
}
