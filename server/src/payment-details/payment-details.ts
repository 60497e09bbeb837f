import type { PaymentDetails, PaymentDetailsInput } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { PaymentDetailsTable } from '../shared/db/schema-payment-details';
import { forbidden, notFound } from '../shared/errors';
import { checkedDetails } from './check';
import { changedFields, noticeMail } from './notice';
import { paymentDetailsStore } from './store';

/*
 * A publisher's payment details (issue 30): he reads and changes his own; his network's owner reads them to pay him.
 * No other role and no other network sees them.
 */

const PUBLISHER_NOT_FOUND = () => notFound('Publisher not found');

/** The network of a session of this role; 403 for any other. */
function networkOf(session: Session, role: 'publisher' | 'network'): number {
  if (session.user.role !== role || session.user.network_id === null) throw forbidden();
  return session.user.network_id;
}

function answerOf(row: PaymentDetailsTable | undefined): PaymentDetails | null {
  if (!row) return null;
  const { network_id: _network, publisher_id: _publisher, created_at: _created, ...details } = row;
  return details;
}

/** The signed-in publisher's own details; null until he saves some. */
export async function ownPaymentDetails(ctx: AppContext, session: Session): Promise<PaymentDetails | null> {
  const store = paymentDetailsStore(ctx.db, networkOf(session, 'publisher'));
  return answerOf(await store.detailsOf(session.user.id));
}

/** The owner reads one of his publishers' details (read-only); 404 for a publisher of another network. */
export async function publishersPaymentDetails(
  ctx: AppContext,
  session: Session,
  publisherId: number,
): Promise<PaymentDetails | null> {
  const store = paymentDetailsStore(ctx.db, networkOf(session, 'network'));
  if (!(await store.publisher(publisherId))) throw PUBLISHER_NOT_FOUND();
  return answerOf(await store.detailsOf(publisherId));
}

/**
 * The publisher saves his details. The row, its audit entry and the notice mail are written in one transaction:
 * a change is never saved without the mail that tells him of it. Saving the same details again changes nothing.
 */
export async function savePaymentDetails(
  ctx: AppContext,
  session: Session,
  input: PaymentDetailsInput,
): Promise<PaymentDetails> {
  const networkId = networkOf(session, 'publisher');
  const now = nowIso();
  const details = checkedDetails(input, now);
  return ctx.db.transaction().execute(async (trx) => {
    const store = paymentDetailsStore(trx, networkId);
    const before = await store.detailsOf(session.user.id);
    const changes = changedFields(before, details);
    if (changes.length === 0 && before) return answerOf(before) as PaymentDetails;
    await store.save(session.user.id, details);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: before ? 'payment_details.change' : 'payment_details.set',
      logStatus: `Payment details of ${session.user.name} ${before ? 'changed' : 'set'}`,
      subject: session.user.name,
      changes,
      details: { publisher_id: session.user.id },
    });
    await ctx.mail.queue(noticeMail(session.user, await store.networkName(), changes, now), trx);
    return answerOf({
      ...details,
      network_id: networkId,
      publisher_id: session.user.id,
      created_at: now,
    }) as PaymentDetails;
  });
}
