import { OFFER_INPUT_FIELDS, type Offer, type OfferStatus } from '@affnet/contracts';
import { changesBetween, createdFields, recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { OffersTable } from '../shared/db/schema';
import { ERROR_CODES, forbidden, invalidField } from '../shared/errors';
import { hasMacroBeforePath, MACRO } from './destination';
import type { OfferInput } from './schemas';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerView, offerViewerOf } from './view';

function assertUrl(field: string, value: string | undefined, allowEmpty: boolean) {
  if (value === undefined || (allowEmpty && value === '')) return;
  let protocol = '';
  try {
    protocol = new URL(value.replace(MACRO, 'x')).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw invalidField(field, ERROR_CODES.invalidUrl, 'must be an http(s) URL');
  if (hasMacroBeforePath(value)) {
    throw invalidField(
      field,
      ERROR_CODES.macroInHost,
      'may hold macros only in its path, query or fragment, not its host',
    );
  }
}

const unique = <T>(values: T[] | undefined) => (values ? JSON.stringify([...new Set(values)]) : undefined);

/** Checks what the schema cannot (URLs parse, the advertiser is one of this network's) and maps to columns. */
async function columnsOf(store: ReturnType<typeof offerStore>, input: Partial<OfferInput>) {
  assertUrl('destination_url', input.destination_url, false);
  assertUrl('preview_url', input.preview_url, true);
  assertUrl('thumbnail_url', input.thumbnail_url ?? undefined, true);
  if (input.advertiser_id !== undefined && input.advertiser_id !== null) {
    const advertiser = await store.userWithRole(input.advertiser_id, 'advertiser');
    if (!advertiser)
      throw invalidField('advertiser_id', ERROR_CODES.noSuchAdvertiser, 'must be an advertiser of this network');
  }
  const { countries, os, devices, categories, thumbnail_url, ...rest } = input;
  const columns: Partial<Omit<OffersTable, 'id' | 'network_id'>> = {
    ...rest,
    countries: unique(countries),
    os: unique(os),
    devices: unique(devices),
    categories: unique(categories?.map((c) => c.trim()).filter(Boolean)),
    thumbnail_url: thumbnail_url === '' ? null : thumbnail_url,
  };
  for (const key of Object.keys(columns) as (keyof typeof columns)[]) {
    if (columns[key] === undefined) delete columns[key];
  }
  return columns;
}

function ownerOf(session: Session) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role !== 'network') throw forbidden();
  return networkId;
}

/** The fields an audit entry of an offer shows, in the API's units. */
const AUDITED_FIELDS = OFFER_INPUT_FIELDS;

async function reread(store: ReturnType<typeof offerStore>, id: number): Promise<Offer> {
  const row = await store.offerFor({ role: 'network' }, id);
  if (!row) throw OFFER_NOT_FOUND();
  return offerView(row, { role: 'network' });
}

const DEFAULTS = {
  description: '',
  preview_url: '',
  advertiser_id: null,
  status: 'active',
  visibility: 'public',
  currency: 'USD',
  countries: '[]',
  os: '[]',
  devices: '[]',
  daily_cap: null,
  monthly_cap: null,
  kpi: '',
  categories: '[]',
  thumbnail_url: null,
} as const;

/** The owner adds an offer to his network's catalogue. */
export async function createOffer(ctx: AppContext, session: Session, input: OfferInput): Promise<Offer> {
  const networkId = ownerOf(session);
  const created = await ctx.db.transaction().execute(async (trx) => {
    const store = offerStore(trx, networkId);
    const columns = await columnsOf(store, input);
    const now = nowIso();
    const { name, destination_url, payout_type, payout, revenue } = input;
    const id = await store.insertOffer({
      ...DEFAULTS,
      ...columns,
      name,
      destination_url,
      payout_type,
      payout,
      revenue,
      created_at: now,
      updated_at: now,
    });
    const offer = await reread(store, id);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'offer.create',
      logStatus: `Offer ${offer.name} created`,
      subject: offer.name,
      changes: createdFields({ ...offer }, [
        'name',
        'status',
        'visibility',
        'payout_type',
        'payout',
        'revenue',
        'currency',
      ]),
      details: { offer_id: id, ...pricedAs(offer) },
    });
    return offer;
  });
  await ctx.nodes.catalogueChanged(networkId);
  return created;
}

/** What the log's amounts are in, for the audit log page to show them with the currency's digits (issue 27). */
const pricedAs = (offer: Offer) => ({ currency: offer.currency, payout_type: offer.payout_type });

/** The owner changes some fields of one of his offers (404 for any other offer). */
export async function updateOffer(
  ctx: AppContext,
  session: Session,
  id: number,
  input: Partial<OfferInput>,
  action = 'offer.update',
): Promise<Offer> {
  const networkId = ownerOf(session);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const store = offerStore(trx, networkId);
    const before = await reread(store, id);
    const columns = await columnsOf(store, input);
    await store.updateOffer(id, { ...columns, updated_at: nowIso() });
    const after = await reread(store, id);
    const changes = changesBetween({ ...before }, { ...after }, AUDITED_FIELDS);
    if (changes.length > 0) {
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action,
        logStatus: `Offer ${after.name} changed: ${changes.map((c) => c.field).join(', ')}`,
        subject: after.name,
        changes,
        details: { offer_id: id, ...pricedAs(after) },
      });
    }
    return after;
  });
  // Every node's /click reads the change (a paused offer stops taking clicks at once).
  await ctx.nodes.catalogueChanged(networkId);
  return updated;
}

/** Pause, resume, expire… one of the owner's offers. */
export async function setOfferStatus(ctx: AppContext, session: Session, id: number, status: OfferStatus) {
  return updateOffer(ctx, session, id, { status }, 'offer.status');
}
