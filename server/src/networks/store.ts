import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';

/** A network's own row (networks.id) as the networks area changes it: its theme. */
export function networkStore(db: Kysely<Database>, networkId: number) {
  return {
    /**
     * The stored theme; with `hold`, the row stays locked until the transaction ends (PostgreSQL; SQLite writes one
     * transaction at a time), so that two saves at once each merge over the other's result.
     */
    storedTheme: (hold: boolean) =>
      db
        .selectFrom('networks')
        .select('theme')
        .where('id', '=', networkId)
        .$if(hold, (q) => q.forUpdate())
        .executeTakeFirst(),
    setTheme: (theme: string) => db.updateTable('networks').set({ theme }).where('id', '=', networkId).execute(),
  };
}
