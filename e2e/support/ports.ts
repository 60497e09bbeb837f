import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';

/**
 * `count` distinct ports that are free on this machine now, picked by the system (port 0): for a server a test
 * starts itself, so that two runs of the suite on one machine never meet on a fixed port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      server.listen(0);
      await once(server, 'listening');
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
