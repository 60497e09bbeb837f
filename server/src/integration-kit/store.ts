import type { Insertable, Kysely } from 'kysely';
import type { ClicksTable, Database } from '../shared/db/schema';

/** The integration kit's test conversion in one network (networks.id): every query is bound to it. */
export function kitStore(db: Kysely<Database>, networkId: number) {
  return {
    /** The first active publisher (by id) who may run the offer: any, for a public one; else one allowed on it. */
    firstPublisherOf: async (offerId: number, isPublic: boolean) =>
      (
        await db
          .selectFrom('users')
          .select('users.id')
          .where('users.network_id', '=', networkId)
          .where('users.role', '=', 'publisher')
          .where('users.status', '=', 'active')
          .$if(!isPublic, (q) =>
            q.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('offer_access')
                  .select('offer_access.publisher_id')
                  .whereRef('offer_access.publisher_id', '=', 'users.id')
                  .where('offer_access.network_id', '=', networkId)
                  .where('offer_access.offer_id', '=', offerId)
                  .where('offer_access.status', '=', 'allowed'),
              ),
            ),
          )
          .orderBy('users.id')
          .executeTakeFirst()
      )?.id,
    insertClick: (click: Omit<Insertable<ClicksTable>, 'network_id'>) =>
      db
        .insertInto('clicks')
        .values({ ...click, network_id: networkId })
        .execute(),
    /** What a recorded conversion came to: its money and why it is not approved, if it is not. */
    conversionOutcome: (conversionId: number) =>
      db
        .selectFrom('conversions')
        .select(['reason', 'payout', 'revenue'])
        .where('network_id', '=', networkId)
        .where('id', '=', conversionId)
        .executeTakeFirstOrThrow(),
    /** The publisher postbacks (not the network's forwarding) queued for a conversion, in order. */
    queuedPostbackUrls: async (conversionId: number) =>
      (
        await db
          .selectFrom('postback_outbox')
          .select('url')
          .where('network_id', '=', networkId)
          .where('conversion_id', '=', conversionId)
          .where('postback_id', 'is not', null)
          .orderBy('id')
          .execute()
      ).map((row) => row.url),
  };
}
