import type { CDPSession, Page } from '@playwright/test';

/** One response the page received, as Chromium's DevTools protocol saw it. */
export interface ResourceRecord {
  url: string;
  port: number;
  type: string;
  mimeType: string;
  status: number;
  javascript: boolean;
  /** Bytes on the wire (compressed body + headers); 0 when served from the cache. */
  transferBytes: number;
  /** Decoded body bytes (after content-encoding). */
  decodedBytes: number;
  contentEncoding: string;
  fromCache: boolean;
  failed: boolean;
}

function headerValue(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key ? (headers[key] ?? '') : '';
}

function portOf(url: string): number {
  const parsed = new URL(url);
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
}

/** Records every http(s) response of one page through a CDP session opened before navigation. */
export class NetworkMeter {
  private readonly records = new Map<string, ResourceRecord>();
  private readonly settled = new Set<string>();

  private constructor(private readonly session: CDPSession) {}

  static async attach(page: Page): Promise<NetworkMeter> {
    const session = await page.context().newCDPSession(page);
    const meter = new NetworkMeter(session);
    meter.listen();
    await session.send('Network.enable');
    return meter;
  }

  private record(requestId: string): ResourceRecord | undefined {
    return this.records.get(requestId);
  }

  private listen() {
    this.session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (!/^https?:/.test(request.url) || this.records.has(requestId)) return;
      this.records.set(requestId, {
        url: request.url,
        port: portOf(request.url),
        type: type ?? 'Other',
        mimeType: '',
        status: 0,
        javascript: type === 'Script',
        transferBytes: 0,
        decodedBytes: 0,
        contentEncoding: '',
        fromCache: false,
        failed: false,
      });
    });
    this.session.on('Network.responseReceived', ({ requestId, type, response }) => {
      const record = this.record(requestId);
      if (!record) return;
      record.url = response.url;
      record.type = type;
      record.mimeType = response.mimeType;
      record.status = response.status;
      record.javascript = type === 'Script' || /javascript|ecmascript/.test(response.mimeType);
      record.contentEncoding = headerValue(response.headers, 'content-encoding');
      record.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    });
    this.session.on('Network.requestServedFromCache', ({ requestId }) => {
      const record = this.record(requestId);
      if (record) record.fromCache = true;
    });
    this.session.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const record = this.record(requestId);
      if (record) record.decodedBytes += dataLength;
    });
    this.session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const record = this.record(requestId);
      if (record) record.transferBytes = encodedDataLength;
      this.settled.add(requestId);
    });
    this.session.on('Network.loadingFailed', ({ requestId }) => {
      const record = this.record(requestId);
      if (record) record.failed = true;
      this.settled.add(requestId);
    });
  }

  requestCount(): number {
    return this.records.size;
  }

  /** Requests still waiting for their answer (to say what kept the network busy). */
  pending(): string[] {
    return [...this.records.entries()].filter(([id]) => !this.settled.has(id)).map(([, record]) => record.url);
  }

  resources(): ResourceRecord[] {
    return [...this.records.values()];
  }

  async detach() {
    await this.session.detach().catch(() => {});
  }
}

/** Quiet this long = settled, as Playwright's `networkidle` (whose event a busy machine sometimes never fired). */
const QUIET_MS = 500;

/** Waits until no request of the page is open and none started for QUIET_MS; names what is still loading if not. */
export async function settled(meter: NetworkMeter, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = meter.requestCount();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`The page kept loading: ${meter.pending().join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (meter.pending().length > 0 || meter.requestCount() !== seen) {
      seen = meter.requestCount();
      quietSince = Date.now();
    }
  }
}
