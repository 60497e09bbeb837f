import { type RecordedChange, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ownerNetworkId } from './accounts';

/** One entry about a publisher, written only when something changed (a save of the same value records nothing). */
export async function auditPublisher(
  ctx: AppContext,
  session: Session,
  user: { id: number; name: string },
  action: string,
  logStatus: string,
  changes: RecordedChange[],
) {
  if (changes.length === 0) return;
  const networkId = ownerNetworkId(session);
  const entry = { networkId, userId: session.user.id, action, logStatus, subject: user.name, changes };
  await recordAudit(ctx.db, { ...entry, details: { publisher_id: user.id } });
}
