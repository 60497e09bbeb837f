import type { ForwardingInput, PostbackForwardingSetting } from '@affnet/contracts';
import type { Selectable } from 'kysely';
import { checkPostbackUrl } from '../postbacks/postbacks';
import { createdFields } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { notFound } from '../shared/errors';
import { audited, networkOf, type SettingReader } from './audit';

type Row = Selectable<Database['postback_forwarding_settings']>;

const view = (row: Row): PostbackForwardingSetting => ({
  postback_forwarding_setting_id: row.id,
  mode: row.mode,
  url: row.url,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const NOT_FOUND = () => notFound('Postback forwarding setting not found');
/** One forwarding setting's mode and address, before and after a change; both none once it is deleted. */
const forwardingFields =
  (id: number): SettingReader =>
  async (trx, networkId) => {
    const row = await trx
      .selectFrom('postback_forwarding_settings')
      .select(['mode', 'url'])
      .where('network_id', '=', networkId)
      .where('id', '=', id)
      .executeTakeFirst();
    return { mode: row?.mode ?? null, url: row?.url ?? null };
  };

const MODE_WORDS = { all: 'every conversion', unmatched: 'unmatched postbacks', none: 'nothing (off)' } as const;

/** The network's forwarding settings (where its conversions are forwarded), oldest first. */
export async function forwardingSettings(ctx: AppContext, session: Session): Promise<PostbackForwardingSetting[]> {
  const rows = await ctx.db
    .selectFrom('postback_forwarding_settings')
    .selectAll()
    .where('network_id', '=', networkOf(session))
    .orderBy('id')
    .execute();
  return rows.map(view);
}

export async function addForwarding(ctx: AppContext, session: Session, input: ForwardingInput) {
  await checkPostbackUrl(ctx, input.url);
  const now = nowIso();
  return audited(
    ctx,
    session,
    {
      action: 'setting.forwarding.add',
      logStatus: input.log_status,
      fallback: `Postback forwarding added: ${MODE_WORDS[input.mode]} to ${input.url}`,
      changes: createdFields({ mode: input.mode, url: input.url }, ['mode', 'url']),
    },
    async (trx, networkId) => {
      const row = await trx
        .insertInto('postback_forwarding_settings')
        .values({ network_id: networkId, mode: input.mode, url: input.url, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return view(row);
    },
  );
}

export async function updateForwarding(ctx: AppContext, session: Session, id: number, input: ForwardingInput) {
  await checkPostbackUrl(ctx, input.url);
  return audited(
    ctx,
    session,
    {
      action: 'setting.forwarding.update',
      logStatus: input.log_status,
      fallback: `Postback forwarding #${id} changed: ${MODE_WORDS[input.mode]} to ${input.url}`,
      compare: forwardingFields(id),
      details: { id },
    },
    async (trx, networkId) => {
      const row = await trx
        .updateTable('postback_forwarding_settings')
        .set({ mode: input.mode, url: input.url, updated_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw NOT_FOUND();
      return view(row);
    },
  );
}

export async function deleteForwarding(ctx: AppContext, session: Session, id: number, logStatus?: string) {
  await audited(
    ctx,
    session,
    {
      action: 'setting.forwarding.delete',
      logStatus,
      fallback: `Postback forwarding #${id} deleted`,
      compare: forwardingFields(id),
      details: { id },
    },
    async (trx, networkId) => {
      const result = await trx
        .deleteFrom('postback_forwarding_settings')
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw NOT_FOUND();
      // Its deliveries still waiting for a retry are given up (the log stays), as for a deleted postback.
      await trx
        .updateTable('postback_outbox')
        .set({ state: 'failed', updated_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('forwarding_id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },
  );
}
