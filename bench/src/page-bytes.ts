import type { ResourceRecord } from './network-meter';

/** What one page load downloaded: compressed (on the wire) and decoded, all and JavaScript only. */
export interface ByteFigures {
  requests: number;
  /** Requests answered from the browser cache (no body on the wire). */
  cachedRequests: number;
  transferTotal: number;
  transferJs: number;
  decodedTotal: number;
  decodedJs: number;
}

export interface OriginBytes extends ByteFigures {
  origin: string;
}

/** Text responses over this size that came without content-encoding are worth a look. */
const UNCOMPRESSED_WORTH_NOTING = 1024;

export function byteFigures(resources: ResourceRecord[]): ByteFigures {
  const figures: ByteFigures = {
    requests: 0,
    cachedRequests: 0,
    transferTotal: 0,
    transferJs: 0,
    decodedTotal: 0,
    decodedJs: 0,
  };
  for (const resource of resources) {
    figures.requests += 1;
    if (resource.fromCache) figures.cachedRequests += 1;
    figures.transferTotal += resource.transferBytes;
    figures.decodedTotal += resource.decodedBytes;
    if (resource.javascript) {
      figures.transferJs += resource.transferBytes;
      figures.decodedJs += resource.decodedBytes;
    }
  }
  return figures;
}

/** The same figures per origin (host vs each remote), named by who answers on the port. */
export function bytesByOrigin(resources: ResourceRecord[], originNames: Map<number, string>): OriginBytes[] {
  const groups = new Map<string, ResourceRecord[]>();
  for (const resource of resources) {
    const origin = `${originNames.get(resource.port) ?? 'other'} :${resource.port}`;
    groups.set(origin, [...(groups.get(origin) ?? []), resource]);
  }
  return [...groups.entries()]
    .map(([origin, group]) => ({ origin, ...byteFigures(group) }))
    .sort((a, b) => a.origin.localeCompare(b.origin));
}

/** Script, style and JSON/HTML responses sent without compression (a server or build problem). */
export function uncompressedTextResponses(resources: ResourceRecord[]): ResourceRecord[] {
  return resources.filter(
    (resource) =>
      !resource.fromCache &&
      resource.contentEncoding === '' &&
      resource.decodedBytes > UNCOMPRESSED_WORTH_NOTING &&
      /javascript|css|json|html|svg|text/.test(resource.mimeType),
  );
}
