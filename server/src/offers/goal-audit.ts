import type { Kysely } from 'kysely';
import { type AuditEntry, recordAudit } from '../shared/audit';
import type { Session } from '../shared/context';
import type { Database } from '../shared/db/schema';

/** A goal's audited fields; its money in minor units of the offer's currency (CPS: basis points). */
export const AUDITED_FIELDS = ['name', 'slug', 'payout', 'revenue', 'daily_cap', 'monthly_cap'] as const;

interface OwnersOffer {
  networkId: number;
  offer: { id: number; name: string; currency: string; payout_type: string };
}

/**
 * Records the owner's change of one of an offer's goals (call it in the change's transaction), with the offer's
 * currency and payout type so that the audit log shows the amounts with that currency's digits (describe-change.ts).
 */
export async function auditGoal(
  trx: Kysely<Database>,
  session: Session,
  { networkId, offer }: OwnersOffer,
  goal: { id: number; name: string },
  change: Pick<AuditEntry, 'action' | 'logStatus' | 'changes'>,
): Promise<void> {
  await recordAudit(trx, {
    networkId,
    userId: session.user.id,
    subject: `${offer.name} · ${goal.name}`,
    details: { offer_id: offer.id, goal_id: goal.id, currency: offer.currency, payout_type: offer.payout_type },
    ...change,
  });
}
