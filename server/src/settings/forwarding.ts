import type { ForwardingInput, PostbackForwardingSetting } from '@affnet/contracts';
import type { Selectable } from 'kysely';
import { createdFields } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { notFound } from '../shared/errors';
import { checkPostbackUrl } from '../shared/postback-urls';
import { audited, networkOf, type SettingReader } from './audit';
import { forwardingStore } from './forwarding-store';

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
    const row = await forwardingStore(trx, networkId).modeAndUrl(id);
    return { mode: row?.mode ?? null, url: row?.url ?? null };
  };

const MODE_WORDS = { all: 'every conversion', unmatched: 'unmatched postbacks', none: 'nothing (off)' } as const;

/** The network's forwarding settings (where its conversions are forwarded), oldest first. */
export async function forwardingSettings(ctx: AppContext, session: Session): Promise<PostbackForwardingSetting[]> {
  const rows = await forwardingStore(ctx.db, networkOf(session)).list();
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
      const row = await forwardingStore(trx, networkId).add({ mode: input.mode, url: input.url }, now);
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
      const row = await forwardingStore(trx, networkId).change(id, { mode: input.mode, url: input.url }, nowIso());
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
      const store = forwardingStore(trx, networkId);
      if (!(await store.remove(id))) throw NOT_FOUND();
      await store.giveUpWaitingDeliveries(id, nowIso());
    },
  );
}
