import { type Insertable, type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import type { InvoiceLinesTable } from '../shared/db/schema-settlement';

export type NewLine = Omit<Insertable<InvoiceLinesTable>, 'network_id' | 'invoice_id'>;

/** Who asks: the owner sees every invoice of his network, a publisher only his approved and paid ones. */
export type InvoiceReader = { publisherId: number } | 'owner';

const invoiceColumns = [
  'i.id',
  'i.run_id',
  'i.number',
  'i.publisher_id',
  'u.name as publisher_name',
  'u.company_name as publisher_company',
  'u.email as publisher_email',
  'i.currency',
  'i.status',
  'i.total',
  'r.period_from',
  'r.period_to',
  'i.approved_at',
  'i.payable_on',
  'i.paid_at',
  'i.paid_reference',
] as const;

/** Publisher invoices of one network (networks.id), their lines and numbers; every query is bound to it. */
export function invoiceStore(db: Kysely<Database>, networkId: number) {
  const invoices = (reader: InvoiceReader) =>
    db
      .selectFrom('publisher_invoices as i')
      .innerJoin('payout_runs as r', 'r.id', 'i.run_id')
      .innerJoin('users as u', 'u.id', 'i.publisher_id')
      .select(invoiceColumns)
      .where('i.network_id', '=', networkId)
      .where('r.network_id', '=', networkId)
      .$if(reader !== 'owner', (q) =>
        q
          .where('i.publisher_id', '=', reader === 'owner' ? 0 : reader.publisherId)
          .where('i.status', 'in', ['approved', 'paid']),
      );

  return {
    invoice: (id: number, reader: InvoiceReader) => invoices(reader).where('i.id', '=', id).executeTakeFirst(),
    ofRun: (runId: number) =>
      invoices('owner').where('i.run_id', '=', runId).orderBy('u.name').orderBy('i.currency').execute(),
    ofPublisher: (publisherId: number) => invoices({ publisherId }).orderBy('i.number', 'desc').execute(),
    /** Several invoices by id, the owner's. */
    byIds: (ids: number[]) => invoices('owner').where('i.id', 'in', ids).execute(),
    lines: (invoiceIds: number[]) =>
      invoiceIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('invoice_lines')
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
        .selectFrom('publisher_invoices')
        .select(['run_id', 'currency', sql<number>`count(*)`.as('invoices'), sql<number>`sum(total)`.as('total')])
        .where('network_id', '=', networkId)
        .groupBy(['run_id', 'currency'])
        .orderBy('currency')
        .execute(),
    insertInvoice: async (runId: number, publisherId: number, currency: string) =>
      (
        await db
          .insertInto('publisher_invoices')
          .values({
            network_id: networkId,
            run_id: runId,
            publisher_id: publisherId,
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
        .insertInto('invoice_lines')
        .values(lines.map((line) => ({ ...line, network_id: networkId, invoice_id: invoiceId })))
        .execute();
    },
    /** A draft's lines a run proposed (conversions, waiting adjustments); the owner's own adjustments stay. */
    clearProposedLines: async (invoiceId: number) => {
      await db
        .deleteFrom('invoice_lines')
        .where('network_id', '=', networkId)
        .where('invoice_id', '=', invoiceId)
        .where((eb) => eb.or([eb('kind', '=', 'conversions'), eb('adjustment_id', 'is not', null)]))
        .execute();
    },
    /** The held conversions of an invoice per offer and goal, with the offer's name. */
    heldLines: async (invoiceId: number) => {
      const rows = await db
        .selectFrom('invoice_conversions as ic')
        .innerJoin('conversions as c', 'c.id', 'ic.conversion_id')
        .innerJoin('offers as o', 'o.id', 'c.offer_id')
        .select(['c.offer_id', 'o.name as offer_name', 'c.goal'])
        .select([sql<number>`count(*)`.as('conversions'), sql<number>`sum(c.payout)`.as('amount')])
        .where('ic.network_id', '=', networkId)
        .where('ic.invoice_id', '=', invoiceId)
        .groupBy(['c.offer_id', 'o.name', 'c.goal'])
        .orderBy('o.name')
        .orderBy('c.offer_id')
        .orderBy('c.goal')
        .execute();
      return rows.map((row) => ({ ...row, conversions: Number(row.conversions), amount: Number(row.amount) }));
    },
    /** The invoice's total becomes the sum of its lines; answers it. */
    sumLines: async (invoiceId: number) => {
      const row = await db
        .selectFrom('invoice_lines')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
        .where('network_id', '=', networkId)
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      await db
        .updateTable('publisher_invoices')
        .set({ total })
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
      return total;
    },
    /**
     * The network's next invoice number, in the approval's transaction: the counter row is held until it ends, and a
     * rolled-back approval gives its numbers back, so the numbers have no gaps.
     */
    nextNumber: async () =>
      Number(
        (
          await db
            .insertInto('invoice_counters')
            .values({ network_id: networkId, last_number: 1 })
            .onConflict((oc) =>
              oc.column('network_id').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
            )
            .returning('last_number')
            .executeTakeFirstOrThrow()
        ).last_number,
      ),
    approve: async (invoiceId: number, invoiceNumber: number, payableOn: string) => {
      await db
        .updateTable('publisher_invoices')
        .set({ status: 'approved', number: invoiceNumber, approved_at: nowIso(), payable_on: payableOn })
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
    },
    remove: async (invoiceId: number) => {
      await db
        .deleteFrom('publisher_invoices')
        .where('network_id', '=', networkId)
        .where('id', '=', invoiceId)
        .execute();
    },
    /** Approved invoices become paid; answers the ids it changed (an invoice already paid or a draft is not). */
    markPaid: async (ids: number[], paidOn: string, reference: string) =>
      (
        await db
          .updateTable('publisher_invoices')
          .set({ status: 'paid', paid_at: paidOn, paid_reference: reference })
          .where('network_id', '=', networkId)
          .where('id', 'in', ids)
          .where('status', '=', 'approved')
          .returning('id')
          .execute()
      ).map((row) => row.id),
  };
}

export type InvoiceStore = ReturnType<typeof invoiceStore>;
