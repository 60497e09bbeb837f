import type { PaymentTermSetting, PaymentTerms } from '@affnet/contracts';
import { MAX_NET_DAYS } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import type { Window } from '../invoicing/run-period';
import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { addDays } from '../shared/time-zones';
import { ownersNetwork } from './access';
import { termsStore } from './terms-store';

/** A network that never set a term pays monthly. */
const DEFAULT_TERM: PaymentTermSetting = { term: 'monthly', net_days: null };

/** `net_days` belongs to the `net_days` term only: required with it, refused with any other (400 naming it). */
function checkedTerm(input: { term: PaymentTermSetting['term']; net_days?: number | null }): PaymentTermSetting {
  const days = input.net_days ?? null;
  if (input.term === 'net_days' && days === null)
    throw invalidField('net_days', ERROR_CODES.required, 'is required with the net_days term');
  if (input.term !== 'net_days' && days !== null)
    throw invalidField('net_days', ERROR_CODES.invalidInput, 'is for the net_days term only');
  if (days !== null && (days < 1 || days > MAX_NET_DAYS))
    throw invalidField('net_days', ERROR_CODES.tooLarge, `must be from 1 to ${MAX_NET_DAYS}`);
  return { term: input.term, net_days: days };
}

/** The network's term, every publisher's own and the minimums per currency. */
export async function paymentTermsOf(db: Kysely<Database>, networkId: number): Promise<PaymentTerms> {
  const store = termsStore(db, networkId);
  const terms = await store.terms();
  const own = terms.find((row) => row.publisher_id === null);
  return {
    network: own ? { term: own.term, net_days: own.net_days } : DEFAULT_TERM,
    publishers: terms.flatMap((row) =>
      row.publisher_id === null
        ? []
        : [{ publisher_id: row.publisher_id, publisher_name: row.name ?? '', term: row.term, net_days: row.net_days }],
    ),
    minimums: await store.minimums(),
  };
}

/** The term a publisher is paid on: his own when the owner set one, else the network's. */
export function termOfPublisher(terms: PaymentTerms, publisherId: number): PaymentTermSetting {
  const own = terms.publishers.find((row) => row.publisher_id === publisherId);
  return own ? { term: own.term, net_days: own.net_days } : terms.network;
}

/**
 * The day an invoice of `period` approved on `approvedOn` is payable by: N days after the period's last day on a net-N
 * term (even when that day has passed: the network is then late), the approval day on a monthly, twice-monthly or
 * weekly term, which pay as the run closes.
 */
export function payableOn(term: PaymentTermSetting, period: Window, approvedOn: string): string {
  return term.term === 'net_days' && term.net_days !== null ? addDays(period.to, term.net_days) : approvedOn;
}

export async function paymentTerms(ctx: AppContext, session: Session) {
  return paymentTermsOf(ctx.db, ownersNetwork(session));
}

/**
 * Sets the network's term (no publisher) or one publisher's own; audited in the same transaction, and only when it
 * changed.
 */
export async function setPaymentTerm(
  ctx: AppContext,
  session: Session,
  publisherId: number | null,
  input: { term: PaymentTermSetting['term']; net_days?: number | null },
) {
  const networkId = ownersNetwork(session);
  const term = checkedTerm(input);
  return ctx.db.transaction().execute(async (trx) => {
    const store = termsStore(trx, networkId);
    const publisher = publisherId === null ? null : await store.publisher(publisherId);
    if (publisher === undefined) throw notFound('Publisher not found');
    const before = (await store.terms()).find((row) => row.publisher_id === publisherId);
    const changes = changesBetween(
      { payment_term: before?.term, net_days: before?.net_days },
      { payment_term: term.term, net_days: term.net_days },
      ['payment_term', 'net_days'],
    );
    if (changes.length === 0) return paymentTermsOf(trx, networkId);
    await store.saveTerm(publisherId, term.term, term.net_days);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: publisher ? 'settlement.publisher_term' : 'settlement.term',
      logStatus: publisher ? `Payment term of ${publisher.name} set` : 'Payment term set',
      ...(publisher ? { subject: publisher.name } : {}),
      changes,
      ...(publisher ? { details: { publisher_id: publisher.id } } : {}),
    });
    return paymentTermsOf(trx, networkId);
  });
}

/** Removes a publisher's own term (the network's applies to him again); 404 when he had none. */
export async function removePublisherTerm(ctx: AppContext, session: Session, publisherId: number) {
  const networkId = ownersNetwork(session);
  return ctx.db.transaction().execute(async (trx) => {
    const store = termsStore(trx, networkId);
    const publisher = await store.publisher(publisherId);
    if (!publisher) throw notFound('Publisher not found');
    const before = (await store.terms()).find((row) => row.publisher_id === publisherId);
    if (!before || !(await store.removePublisherTerm(publisherId)))
      throw notFound('This publisher has no own payment term');
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'settlement.publisher_term.remove',
      logStatus: `Own payment term of ${publisher.name} removed`,
      subject: publisher.name,
      changes: [{ field: 'payment_term', before: before.term, after: null }],
      details: { publisher_id: publisher.id },
    });
    return paymentTermsOf(trx, networkId);
  });
}

/** Sets the minimum payout of a currency (0: none); audited when it changed. */
export async function setPayoutMinimum(ctx: AppContext, session: Session, currency: string, amount: number) {
  const networkId = ownersNetwork(session);
  return ctx.db.transaction().execute(async (trx) => {
    const store = termsStore(trx, networkId);
    const before = (await store.minimums()).find((row) => row.currency === currency)?.amount ?? 0;
    if (before !== amount) {
      await store.saveMinimum(currency, amount);
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: 'settlement.minimum',
        logStatus: `Minimum payout in ${currency} set`,
        subject: currency,
        changes: [{ field: 'minimum_payout', before, after: amount }],
        details: { currency },
      });
    }
    return paymentTermsOf(trx, networkId);
  });
}
