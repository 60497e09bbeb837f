import { type ExportColumn, OFFER_EXPORT_COLUMNS, REPORT_EXPORT_COLUMNS, type SettingKeys } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { audited, networkOf } from './audit';
import { offerColumnFields, reportColumnFields } from './audited-fields';
import { networkSettings, saveNetworkSettings } from './network-settings';

export type ExportKind = 'offer' | 'report';

const AVAILABLE: Record<ExportKind, readonly ExportColumn[]> = {
  offer: OFFER_EXPORT_COLUMNS,
  report: REPORT_EXPORT_COLUMNS,
};

/** The chosen columns of offers.csv / stats.csv (empty: every default column). */
export async function exportKeys(ctx: AppContext, session: Session, kind: ExportKind): Promise<SettingKeys> {
  const settings = await networkSettings(ctx.db, networkOf(session));
  const keys = kind === 'offer' ? settings.offerSettingKeys : settings.reportSettingKeys;
  return { keys, available: [...AVAILABLE[kind]] };
}

export async function saveExportKeys(
  ctx: AppContext,
  session: Session,
  kind: ExportKind,
  keys: string[],
  logStatus?: string,
): Promise<SettingKeys> {
  const known = new Set(AVAILABLE[kind].map((c) => c.key));
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw invalidField('keys', ERROR_CODES.unknownColumn, `${unknown} is not a column of the export`, {
      name: unknown,
    });
  }
  if (new Set(keys).size !== keys.length)
    throw invalidField('keys', ERROR_CODES.duplicateColumn, 'a column is listed twice');
  const column = kind === 'offer' ? 'offer_setting_keys' : 'report_setting_keys';
  const label = kind === 'offer' ? 'Offer export columns' : 'Report export columns';
  await audited(
    ctx,
    session,
    {
      action: `setting.${kind}_keys`,
      logStatus,
      fallback: `${label} saved: ${keys.length > 0 ? keys.join(', ') : 'all'}`,
      compare: kind === 'offer' ? offerColumnFields : reportColumnFields,
    },
    (trx, networkId) => saveNetworkSettings(trx, networkId, { [column]: JSON.stringify(keys) }),
  );
  return { keys, available: [...AVAILABLE[kind]] };
}

/** The columns to write, in order: the chosen ones that are allowed, or every allowed one when none is chosen. */
export function chosenColumns<K extends string>(allowed: readonly K[], chosen: string[]): K[] {
  const picked = chosen.filter((key): key is K => (allowed as readonly string[]).includes(key));
  return picked.length > 0 ? picked : [...allowed];
}
