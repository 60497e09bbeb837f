import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface Answer {
  status: number;
  body: string;
  location: string;
}

/** One request to 127.0.0.1:port with a chosen Host header (fetch may not set one), JSON in and out. */
export function call(
  port: number,
  host: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host };
  if (options.token) headers.authorization = options.token;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(`http://127.0.0.1:${port}${url}`, { method, headers, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, location: String(response.headers.location ?? '') }),
      );
    });
    request.on('error', reject);
    request.end(options.json === undefined ? undefined : JSON.stringify(options.json));
  });
}

/** The payload of an answer in the envelope; fails with the answer when it is not a 200. */
export function payloadOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { payload: T }).payload;
}
