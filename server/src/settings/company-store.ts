import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { CompanyDetailsTable } from '../shared/db/schema-company';

type Company = Omit<CompanyDetailsTable, 'network_id' | 'updated_at'>;

/** One network's (networks.id) company details. */
export function companyStore(db: Kysely<Database>, networkId: number) {
  return {
    /** None until the owner's first save. */
    read: () => db.selectFrom('company_details').selectAll().where('network_id', '=', networkId).executeTakeFirst(),
    /** One row per network whoever saves first: an insert that meets another's row updates it instead. */
    save: (company: Company, now: string) =>
      db
        .insertInto('company_details')
        .values({ ...company, network_id: networkId, updated_at: now })
        .onConflict((conflict) => conflict.column('network_id').doUpdateSet({ ...company, updated_at: now }))
        .execute(),
  };
}
