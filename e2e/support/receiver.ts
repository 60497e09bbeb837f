import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect } from '@playwright/test';

/** One request the receiver got, with what it answered (null: it never answered). */
export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  query: Record<string, string>;
  status: number | null;
  at: number;
}

type Plan = { kind: 'fail'; status: number } | { kind: 'hang' };

/**
 * A local HTTP receiver for postbacks: records every request, answers 200 unless told to fail the next N
 * with a status or to hang them (never answer, until close). Listens on 127.0.0.1 on a free port.
 */
export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  private plans: Plan[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (request, response) => this.answer(request, response));
  }

  static async start(): Promise<Receiver> {
    const receiver = new Receiver(createServer());
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The receiver's address for `pathAndQuery`, e.g. url('/pb?click={click_id}'). */
  url(pathAndQuery: string): string {
    return `http://127.0.0.1:${this.port}${pathAndQuery}`;
  }

  /** The next `count` requests get `status` (500 unless told). */
  failNext(count: number, status = 500): void {
    for (let i = 0; i < count; i++) this.plans.push({ kind: 'fail', status });
  }

  /** The next `count` requests get no answer at all (the sender's timeout decides). */
  hangNext(count: number): void {
    for (let i = 0; i < count; i++) this.plans.push({ kind: 'hang' });
  }

  /** Requests whose query parameter `name` equals `value`. */
  withParam(name: string, value: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.query[name] === value);
  }

  /** Waits until `count` requests carry `name=value`, and returns them in order of arrival. */
  async waitForParam(name: string, value: string, count = 1, timeout = 20_000): Promise<ReceivedRequest[]> {
    await expect
      .poll(() => this.withParam(name, value).length, { message: `requests with ${name}=${value}`, timeout })
      .toBeGreaterThanOrEqual(count);
    return this.withParam(name, value);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
    await once(this.server, 'close');
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = request.url ?? '/';
    const plan = this.plans.shift();
    const status = plan === undefined ? 200 : plan.kind === 'fail' ? plan.status : null;
    this.requests.push({
      method: request.method ?? 'GET',
      url,
      query: Object.fromEntries(new URL(url, 'http://receiver').searchParams),
      status,
      at: Date.now(),
    });
    request.resume();
    if (status === null) return;
    response.writeHead(status, { 'Content-Type': 'text/plain' });
    response.end(status === 200 ? 'ok' : 'failed on purpose');
  }
}
