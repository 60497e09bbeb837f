import { type Kysely, type Migration, Migrator } from 'kysely';
import { type DialectName, withIdColumn } from './dialect';
import { offersSchema } from './migrations/002-offers';
import { trackingSchema } from './migrations/003-tracking';
import { networkAdminSchema } from './migrations/004-network-admin';
import { postbacksSchema } from './migrations/005-postbacks';
import { peopleSchema } from './migrations/006-people';
import { exportsSchema } from './migrations/007-exports';
import { credentialsSchema } from './migrations/008-credentials';
import { networksSchema } from './migrations/009-networks';
import { remoteReleasesSchema } from './migrations/010-remote-releases';
import { privateTargetsSchema } from './migrations/011-private-targets';
import { mailOutboxSchema } from './migrations/012-mail-outbox';
import { utcRollupsSchema } from './migrations/013-utc-rollups';
import { sharedStateSchema } from './migrations/014-shared-state';
import { storedFilesSchema } from './migrations/015-stored-files';
import { postgresTypesSchema } from './migrations/016-postgres-types';
import { bigintIdsSchema } from './migrations/017-bigint-ids';
import { remoteDeploysSchema } from './migrations/018-remote-deploys';
import { networkHostsSchema } from './migrations/019-network-hosts';
import { rollupCurrenciesSchema } from './migrations/020-rollup-currencies';
import { publisherPayoutsSchema } from './migrations/021-publisher-payouts';
import { offerGoalsSchema } from './migrations/022-offer-goals';
import { goalPayoutsSchema } from './migrations/023-goal-payouts';
import { settlementSchema } from './migrations/024-settlement';
import { paymentDetailsSchema } from './migrations/025-payment-details';
import { companyDetailsSchema } from './migrations/026-company-details';
import { advertiserBillingSchema } from './migrations/027-advertiser-billing';
import { payableDaySchema } from './migrations/028-payable-day';

function initialSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(dialect, db.schema.createTable('networks'))
        .addColumn('network_id', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('logo_url', 'varchar(500)')
        .addColumn('dashboard_domain', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('theme', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await withIdColumn(dialect, db.schema.createTable('account_managers'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('skype_id', 'varchar(200)', (c) => c.notNull())
        .execute();
      await withIdColumn(dialect, db.schema.createTable('users'))
        .addColumn('network_id', 'integer', (c) => c.references('networks.id').onDelete('cascade'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role', 'varchar(20)', (c) => c.notNull())
        .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('account_manager_id', 'integer', (c) => c.references('account_managers.id').onDelete('set null'))
        .addColumn('tokens_valid_after', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('users_network_email_unique', ['network_id', 'email'])
        .execute();
      await db.schema.createIndex('users_email_index').on('users').column('email').execute();
      await db.schema
        .createTable('invites')
        .addColumn('token', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('network_remotes')
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('entry_url', 'varchar(500)', (c) => c.notNull())
        .addPrimaryKeyConstraint('network_remotes_pk', ['network_id', 'remote'])
        .execute();
      await db.schema
        .createTable('revoked_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'revoked_tokens',
        'network_remotes',
        'password_resets',
        'invites',
        'users',
        'account_managers',
        'networks',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/** The migrator of the schema's migrations, in order. */
export function migratorOf(db: Kysely<unknown>, dialect: DialectName): Migrator {
  return new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        '001_initial': initialSchema(dialect),
        '002_offers': offersSchema(dialect),
        '003_tracking': trackingSchema(dialect),
        '004_network_admin': networkAdminSchema(dialect),
        '005_postbacks': postbacksSchema(dialect),
        '006_people': peopleSchema(dialect),
        '007_exports': exportsSchema(dialect),
        '008_credentials': credentialsSchema(dialect),
        '009_networks': networksSchema(dialect),
        '010_remote_releases': remoteReleasesSchema(dialect),
        '011_private_targets': privateTargetsSchema(),
        '012_mail_outbox': mailOutboxSchema(dialect),
        '013_utc_rollups': utcRollupsSchema(dialect),
        '014_shared_state': sharedStateSchema(),
        '015_stored_files': storedFilesSchema(dialect),
        '016_postgres_types': postgresTypesSchema(dialect),
        '017_bigint_ids': bigintIdsSchema(dialect),
        '018_remote_deploys': remoteDeploysSchema(dialect),
        '019_network_hosts': networkHostsSchema(),
        '020_rollup_currencies': rollupCurrenciesSchema(dialect),
        '021_publisher_payouts': publisherPayoutsSchema(dialect),
        '022_offer_goals': offerGoalsSchema(dialect),
        '023_goal_payouts': goalPayoutsSchema(dialect),
        '024_settlement': settlementSchema(dialect),
        '025_payment_details': paymentDetailsSchema(dialect),
        '026_company_details': companyDetailsSchema(dialect),
        '027_advertiser_billing': advertiserBillingSchema(dialect),
        '028_payable_day': payableDaySchema(),
      }),
    },
  });
}

/** Brings the schema up to date; run on every start. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const { error, results } = await migratorOf(db, dialect).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
