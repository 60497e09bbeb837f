import { type Insertable, type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import type { AdvertiserInvoiceLinesTable } from '../shared/db/schema-billing';

export type NewLine = Omit<Insertable<AdvertiserInvoiceLinesTable>, 'network_id' | 'invoice_id'>;

/** Who asks: the owner sees every invoice of his network, an advertiser only his sent and paid ones. */
export type InvoiceReader = { advertiserId: number } | 'owner';

const invoiceColumns = [
  'i.id',
  'i.run_id',
  'i.number',
  'i.advertiser_id',
  'u.name as advertiser_name',
  'i.currency',
  'i.status',
  'i.total',
  'r.period_from',
  'r.period_to',
  'i.issued_on',
  'i.due_on',
  'i.paid_at',
  'i.paid_reference',
] as const;

/** Advertiser invoices of one network (networks.id), their lines and numbers; every query is bound to it. */
export function advertiserInvoiceStore(db: Kysely<Database>, networkId: number) {
  const invoices = (reader: InvoiceReader) =>
    db
      .selectFrom('advertiser_invoices as i')
      .innerJoin('billing_runs as r', 'r.id', 'i.run_id')
      .innerJoin('users as u', 'u.id', 'i.advertiser_id')
      .select(invoiceColumns)
      .where('i.network_id', '=', networkId)
      .where('r.network_id', '=', networkId)
      .$if(reader !== 'owner', (q) =>
        q
          .where('i.advertiser_id', '=', reader === 'owner' ? 0 : reader.advertiserId)
          .where('i.status', 'in', ['sent', 'paid']),
      );

  return {
    invoice: (id: number, reader: InvoiceReader) => invoices(reader).where('i.id', '=', id).executeTakeFirst(),
    ofRun: (runId: number) =>
      invoices('owner').where('i.run_id', '=', runId).orderBy('u.name').orderBy('i.currency').execute(),
    ofAdvertiser: (advertiserId: number) => invoices({ advertiserId }).orderBy('i.number', 'desc').execute(),
    lines: (invoiceIds: number[]) =>
      invoiceIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('advertiser_invoice_lines')
            .select(['id', 'invoice_id', 'kind', 'offer_id', 'offer_name', 'goal', 'conversions', 'amount', 'reason'])
            .where('network_id', '=', networkId)
            .where('invoice_id', 'in', invoiceIds)
            // Conversion lines first, then adjustments ('conversions' sorts after 'adjustment'), each as added.
            .orderBy('kind', 'desc')
            .orderBy('id')
            .execute(),
    /** Counts and sums per run and currency (the owner's list of runs). */
    runTotals: () =>
      db
        .selectFrom('advertiser_invoices')
        .select(['run_id', 'currency', sql<number>`count(*)`.as('invoices'), sql<number>`sum(total)`.as('total')])
        .where('network_id', '=', networkId)
        .groupBy(['run_id', 'currency'])
        .orderBy('currency')
        .execute(),
    insertInvoice: async (runId: number, advertiserId: number, currency: string) =>
      (
        await db
          .insertInto('advertiser_invoices')
          .values({
            network_id: networkId,
            run_id: runId,
            advertiser_id: advertiserId,
            currency,
            status: 'draft',
            total: 0,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    insertLines: async (invoiceId: number, lines: NewLine[]) => {
      if (lines.length === 0) return;
      await db
        .insertInto('advertiser_invoice_lines')
        .values(lines.map((line) => ({ ...line, network_id: networkId, invoice_id: invoiceId })))
        .execute();
    },
    /** A draft's lines a run proposed (conversions, waiting adjustments); the owner's own adjustments stay. */
    clearProposedLines: async (invoiceId: number) => {
      await db
        .deleteFrom('advertiser_invoice_lines')
        .where('network_id', '=', networkId)
        .where('invoice_id', '=', invoiceId)
        .where((eb) => eb.or([eb('kind', '=', 'conversions'), eb('adjustment_id', 'is not', null)]))
        .execute();
    },
    /** The held conversions' revenue of an invoice per offer and goal, with the offer's name. */
    heldLines: async (invoiceId: number) => {
      const rows = await db
        .selectFrom('advertiser_invoice_conversions as ic')
        .innerJoin('conversions as c', 'c.id', 'ic.conversion_id')
        .innerJoin('offers as o', 'o.id', 'c.offer_id')
        .select(['c.offer_id', 'o.name as offer_name', 'c.goal'])
        .select([sql<number>`count(*)`.as('conversions'), sql<number>`sum(c.revenue)`.as('amount')])
        .where('ic.network_id', '=', networkId)
        .where('ic.invoice_id', '=', invoiceId)
        .groupBy(['c.offer_id', 'o.name', 'c.goal'])
        .orderBy('o.name')
        .orderBy('c.offer_id')
        // The offer's default goal (null) first on SQLite and PostgreSQL alike, which sort nulls apart.
        .orderBy(sql`coalesce(c.goal, '')`)
        .execute();
      return rows.map((row) => ({ ...row, conversions: Number(row.conversions), amount: Number(row.amount) }));
    },
    /** The invoice's total becomes the sum of its lines. */
    sumLines: async (invoiceId: number) => {
      const row = await db
        .selectFrom('advertiser_invoice_lines')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
        .where('network_id', '=', networkId)
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('advertiser_invoices')
        .set({ total: Number(row.total) })
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
    },
    /**
     * The network's next advertiser invoice number, in the sending's transaction: the counter row is held until it
     * ends, and a rolled-back sending gives its numbers back, so the numbers have no gaps.
     */
    nextNumber: async () =>
      Number(
        (
          await db
            .insertInto('advertiser_invoice_counters')
            .values({ network_id: networkId, last_number: 1 })
            .onConflict((oc) =>
              oc
                .column('network_id')
                .doUpdateSet({ last_number: sql<number>`advertiser_invoice_counters.last_number + 1` }),
            )
            .returning('last_number')
            .executeTakeFirstOrThrow()
        ).last_number,
      ),
    send: async (invoiceId: number, invoiceNumber: number, days: { issued_on: string; due_on: string }) => {
      await db
        .updateTable('advertiser_invoices')
        .set({ status: 'sent', number: invoiceNumber, sent_at: nowIso(), ...days })
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
    },
    remove: async (invoiceId: number) => {
      await db
        .deleteFrom('advertiser_invoices')
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
    },
    /** The advertiser as his invoices name him: his company, else his account's name, and his e-mail. */
    recipient: (advertiserId: number) =>
      db
        .selectFrom('users')
        .select(['name', 'company_name', 'email'])
        .where('network_id', '=', networkId)
        .where('id', '=', advertiserId)
        .executeTakeFirst(),
    /** A sent invoice becomes paid; false when it is not sent (a draft, or paid already). */
    markPaid: async (id: number, paidOn: string, reference: string) =>
      Number(
        (
          await db
            .updateTable('advertiser_invoices')
            .set({ status: 'paid', paid_at: paidOn, paid_reference: reference })
            .where('network_id', '=', networkId)
            .where('id', '=', id)
            .where('status', '=', 'sent')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}
