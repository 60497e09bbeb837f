import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET sent as bytes on a socket, with the request line and headers as given: Node's fetch and http client refuse
 * a Host header such as `a b`, and fetch resolves dot segments (`/x/../server/`) before sending.
 */
export function rawGet(port: number, target: string, host: string | null, version = '1.1'): Promise<RawAnswer> {
  const hostLine = host === null ? '' : `Host: ${host}\r\n`;
  const request = `GET ${target} HTTP/${version}\r\n${hostLine}Connection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('latin1'))));
  });
}

function parse(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = text.slice(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(raw: string): string {
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return body;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}
