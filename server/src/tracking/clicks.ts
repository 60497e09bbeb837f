import { randomBytes } from 'node:crypto';
import { MAX_RECORD_ID } from '@affnet/contracts';
import { MACRO } from '../offers/destination';
import { localHourOf } from '../shared/time-zones';
import type { NewClick } from '../statistics/rollups';
import type { Catalogue } from './tracking';
import { readUserAgent } from './user-agent';

export const CLICK_REJECTIONS = [
  'offer_unknown',
  'offer_inactive',
  'publisher_unknown',
  'not_allowed',
  'country',
  'os',
  'device',
  // Saved before macros were refused there: a macro in its host would let a click choose where it goes.
  'destination',
] as const;
export type ClickRejection = (typeof CLICK_REJECTIONS)[number];

export interface ClickRequest {
  offer_id?: string;
  aff_id?: string;
  subs: (string | undefined)[];
  ip: string;
  userAgent: string;
  country: string | null;
  now: Date;
}

export interface ClickDecision {
  click: NewClick;
  /** The destination with macros filled when accepted. */
  location: string | null;
}

/** A destination split once into text (even indexes) and macro names (odd indexes). */
export function compileDestination(url: string): string[] {
  return url.split(MACRO);
}

/**
 * The destination (split by compileDestination) with the click's macros filled, URL-encoded; unknown ones stay as
 * written. The click id and the ids need no encoding.
 */
function filledDestination(parts: readonly string[], click: NewClick, subs: readonly (string | null)[]): string {
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    let value: string;
    if (name === 'click_id') value = click.click_id;
    else if (name === 'aff_id') value = String(click.publisher_id);
    else if (name === 'offer_id') value = String(click.offer_id);
    // aff_sub1 … aff_sub5, the only other names MACRO matches.
    else value = encodeURIComponent(subs[Number(name.slice(7)) - 1] ?? '');
    out += value + parts[i + 1];
  }
  return out;
}

/** Random bytes drawn 4 KB at a time, kept as hex digits: one call to the system's generator for 400 click ids. */
const RANDOM_POOL_BYTES = 4096;
let randomPool = '';
let randomUsed = 0;

function randomHex(bytes: number): string {
  const digits = 2 * bytes;
  if (randomUsed + digits > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES).toString('hex');
    randomUsed = 0;
  }
  randomUsed += digits;
  return randomPool.slice(randomUsed - digits, randomUsed);
}

/**
 * 12 hex digits of the time, then 80 random bits: unguessable, and new ids land at the end of the primary-key
 * index instead of at random places in a table of millions (faster batch writes).
 */
export function newClickId(now: Date): string {
  return millisecondOf(now).hex + randomHex(10);
}

/**
 * A click id's time digits and the ISO text of the last millisecond a click was made in, made once: clicks come
 * many to a millisecond.
 */
const lastMillisecond = { ms: Number.NaN, hex: '', iso: '' };

function millisecondOf(instant: Date): typeof lastMillisecond {
  const ms = instant.getTime();
  if (ms !== lastMillisecond.ms) {
    lastMillisecond.ms = ms;
    lastMillisecond.hex = ms.toString(16).padStart(12, '0');
    lastMillisecond.iso = instant.toISOString();
  }
  return lastMillisecond;
}

/** The instant (ms) a click id was made at, from its first 12 hex digits; null for what is not a click id. */
export function clickTimeOf(clickId: string): number | null {
  if (!/^[0-9a-f]{32}$/.test(clickId)) return null;
  return Number.parseInt(clickId.slice(0, 12), 16);
}

/** A row's id as the link carries it: any an id can be (shared/http/schemas.ts `recordId`), else none. */
const idOf = (raw: string | undefined) =>
  raw && /^\d{1,16}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_RECORD_ID ? Number(raw) : null;
/** At most `max` characters, without NUL characters (PostgreSQL stores no NUL in text). */
function clip(value: string | undefined, max: number): string | null {
  if (!value) return null;
  const storable = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return storable.length > max ? storable.slice(0, max) : storable;
}

/** Checks offer, publisher, access and targeting; never throws on bad input (a rejected click is recorded). */
export function decideClick(catalogue: Catalogue, request: ClickRequest): ClickDecision {
  const offerId = idOf(request.offer_id);
  const publisherId = idOf(request.aff_id);
  const { os, device } = readUserAgent(request.userAgent);
  const subs: (string | null)[] = [];
  for (const sub of request.subs) subs.push(clip(sub, 200));
  const click: NewClick = {
    click_id: newClickId(request.now),
    network_id: catalogue.network.id,
    offer_id: offerId,
    publisher_id: publisherId,
    created_at: millisecondOf(request.now).iso,
    local_hour: localHourOf(request.now, catalogue.network.time_zone),
    ip: clip(request.ip, 64) ?? '',
    user_agent: clip(request.userAgent, 500) ?? '',
    country: request.country,
    os,
    device,
    sub1: subs[0] ?? null,
    sub2: subs[1] ?? null,
    sub3: subs[2] ?? null,
    sub4: subs[3] ?? null,
    sub5: subs[4] ?? null,
    status: 'accepted',
    reason: null,
    is_unique: 0,
    payout: 0,
    revenue: 0,
  };
  const reason = rejectionOf(catalogue, offerId, publisherId, click);
  if (reason) return { click: { ...click, status: 'rejected', reason }, location: null };
  const offer = catalogue.offers.get(offerId as number)!;
  if (offer.payout_type === 'CPC') {
    click.payout = Number(offer.payout);
    click.revenue = Number(offer.revenue);
  }
  return { click, location: filledDestination(offer.destination, click, subs) };
}

function rejectionOf(
  catalogue: Catalogue,
  offerId: number | null,
  publisherId: number | null,
  click: NewClick,
): ClickRejection | null {
  const offer = offerId === null ? undefined : catalogue.offers.get(offerId);
  if (!offer) return 'offer_unknown';
  if (offer.status !== 'active') return 'offer_inactive';
  if (offer.destinationMovable) return 'destination';
  if (publisherId === null || !catalogue.publishers.has(publisherId)) return 'publisher_unknown';
  if (offer.visibility !== 'public' && !catalogue.allowed.has(`${offer.id}:${publisherId}`)) return 'not_allowed';
  const { countries, os, devices } = offer.targets;
  if (countries && (!click.country || !countries.has(click.country))) return 'country';
  if (os && !os.has(click.os)) return 'os';
  if (devices && !devices.has(click.device)) return 'device';
  return null;
}
