import { networkOnHost } from '../networks/network-hosts';
import { hasMacroBeforePath } from '../offers/destination';
import { now as clockNow } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { NetworkRow, OfferRow } from '../shared/db/schema';
import { hostOf } from '../shared/http/host-header';
import { ClickWriter } from './click-writer';
import { clickTimeOf, compileDestination } from './clicks';
import { trackingStore } from './store';

/** What /click needs of one network, held in memory so that a click reads no database. */
export interface Catalogue {
  network: NetworkRow;
  offers: Map<number, OfferRow & { targets: Targets; destination: string[]; destinationMovable: boolean }>;
  /** Active publishers of the network. */
  publishers: Set<number>;
  /** `${offer_id}:${publisher_id}` with access 'allowed'. */
  allowed: Set<string>;
  /** The network's own name for Sub ID 1 in its links (network settings `parameter`); empty: none. */
  clickRefParameter: string;
}

export interface Targets {
  countries: Set<string> | null;
  os: Set<string> | null;
  devices: Set<string> | null;
}

interface Cached<T> {
  value: T;
  loadedAt: number;
  refreshing?: Promise<void>;
}

function setOf(json: string, upper = false): Set<string> | null {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list) || list.length === 0) return null;
    return new Set(list.map((v) => (upper ? String(v).toUpperCase() : String(v).toLowerCase())));
  } catch {
    return null;
  }
}

async function loadCatalogue(ctx: AppContext, host: string): Promise<Catalogue | null> {
  // The host's owner only (network-hosts.ts): a newer network holding the same host takes none of its clicks.
  const network = await networkOnHost(ctx.db, host, ctx.config.baseDomain);
  if (network?.status !== 'active') return null;
  const store = trackingStore(ctx.db, network.id);
  const [offers, publishers, access, clickRefParameter] = await Promise.all([
    store.offers(),
    store.activePublishers(),
    store.allowedAccess(),
    store.clickRefParameter(),
  ]);
  return {
    network,
    offers: new Map(
      offers.map((o) => [
        o.id,
        {
          ...o,
          targets: { countries: setOf(o.countries, true), os: setOf(o.os), devices: setOf(o.devices) },
          destination: compileDestination(o.destination_url),
          destinationMovable: hasMacroBeforePath(o.destination_url),
        },
      ]),
    ),
    publishers: new Set(publishers.map((p) => p.id)),
    allowed: new Set(access.map((a) => `${a.offer_id}:${a.publisher_id}`)),
    clickRefParameter,
  };
}

/** The tracking side of one running app: the click writer and the per-host catalogue cache. */
export class Tracking {
  readonly writer: ClickWriter;
  /** The clock of clicks and conversions (tests set it to cross local midnights and DST changes). */
  now: () => Date = clockNow;
  private readonly byHost = new Map<string, Cached<Catalogue | null>>();

  constructor(private readonly ctx: AppContext) {
    const { clickFlushMs, clickFlushMax, clickWriterThread, databaseUrl } = ctx.config;
    this.writer = new ClickWriter(ctx.db, ctx.dialect, {
      flushMs: clickFlushMs,
      flushMax: clickFlushMax,
      databaseUrl: clickWriterThread ? databaseUrl : undefined,
      // At error level with the whole click: an operator can replay it from the log.
      onLost: (error, click) => ctx.log.error({ err: error, click }, 'click not stored: the database refused it'),
    });
    ctx.nodes.on((event) => {
      if (event.kind === 'catalogue-changed') this.forget(event.networkId);
      else if (event.kind === 'flush-clicks') return this.writer.flush();
    });
  }

  /**
   * The catalogue of the network answering on this host; stale entries are served while one refresh runs. A catalogue
   * in memory is given at once, not in a promise: a click then waits for nothing before its answer.
   */
  catalogue(hostHeader: string | undefined): Catalogue | null | Promise<Catalogue | null> {
    const host = hostOf(hostHeader);
    if (!host) return null;
    const cached = this.byHost.get(host);
    if (!cached) return this.load(host);
    if (performance.now() - cached.loadedAt > this.ctx.config.trackingCacheMs && !cached.refreshing) {
      cached.refreshing = loadCatalogue(this.ctx, host).then(
        (value) => void this.byHost.set(host, { value, loadedAt: performance.now() }),
        () => {
          cached.refreshing = undefined;
        },
      );
    }
    return cached.value;
  }

  private async load(host: string): Promise<Catalogue | null> {
    const loadedAt = performance.now();
    const value = await loadCatalogue(this.ctx, host);
    if (this.byHost.size > 10_000) this.byHost.clear();
    this.byHost.set(host, { value, loadedAt });
    return value;
  }

  /**
   * The catalogue again, read from the database unless it was loaded less than `maxAgeMs` ago: a click about
   * to be rejected for an unknown offer or missing access gets a second look, so a change made a moment ago
   * (an approval, a new offer) counts without waiting for the cache to expire. At most one read per host
   * and `maxAgeMs`, so rejected traffic cannot turn into a database load.
   */
  async fresh(hostHeader: string | undefined, maxAgeMs: number): Promise<Catalogue | null> {
    const host = hostOf(hostHeader);
    if (!host) return null;
    const cached = this.byHost.get(host);
    if (!cached || performance.now() - cached.loadedAt < maxAgeMs) return cached?.value ?? null;
    cached.loadedAt = performance.now();
    const value = await loadCatalogue(this.ctx, host);
    this.byHost.set(host, { value, loadedAt: performance.now() });
    return value;
  }

  /**
   * A click that this node does not find may be waiting in another node's buffer (a postback can reach node B a
   * millisecond after node A answered the click). When the click id tells it was made within the longest time a
   * click stays buffered, every node is asked to write its buffer, and the click is looked for until then.
   * Resolves true once the click is stored, false when it is not (an unknown or older click: no wait).
   */
  async awaitBufferedClick(clickId: string, isStored: () => Promise<boolean>): Promise<boolean> {
    const madeAt = clickTimeOf(clickId);
    if (madeAt === null) return false;
    const deadline = madeAt + this.ctx.config.clickFlushMs + BUFFERED_CLICK_GRACE_MS;
    if (this.now().getTime() > deadline || madeAt > this.now().getTime() + 1000) return false;
    await this.ctx.nodes.publish({ kind: 'flush-clicks' });
    while (this.now().getTime() <= deadline) {
      if (await isStored()) return true;
      await new Promise((resolve) => setTimeout(resolve, BUFFERED_CLICK_POLL_MS));
    }
    return isStored();
  }

  private forget(networkId?: number): void {
    for (const [host, cached] of this.byHost) {
      if (networkId === undefined || !cached.value || cached.value.network.id === networkId) this.byHost.delete(host);
    }
  }
}

/** How long past the flush interval a click may still be on its way to the database (a slow batch write). */
const BUFFERED_CLICK_GRACE_MS = 2000;
const BUFFERED_CLICK_POLL_MS = 15;

const trackings = new WeakMap<AppContext, Tracking>();

export function trackingOf(ctx: AppContext): Tracking {
  let tracking = trackings.get(ctx);
  if (!tracking) {
    tracking = new Tracking(ctx);
    trackings.set(ctx, tracking);
  }
  return tracking;
}
