import type { ExportKind, ExportRequest } from '@affnet/contracts';

/** The new-export form: every kind's fields, so switching kinds keeps what was typed. */
export interface ExportDraft {
  kind: ExportKind;
  preset: string;
  from: string;
  to: string;
  group: string;
  group2: string;
  status: string;
  tab: string;
  search: string;
}

export const EMPTY_DRAFT: ExportDraft = {
  kind: 'report',
  preset: 'this_month',
  from: '',
  to: '',
  group: 'day',
  group2: '',
  status: '',
  tab: 'all',
  search: '',
};

export type DraftErrors = Partial<Record<'from' | 'to', string>>;

/** Message keys of the fields the server would refuse. */
export function draftErrors(draft: ExportDraft): DraftErrors {
  const errors: DraftErrors = {};
  const ranged = draft.kind === 'conversions' || (draft.kind === 'report' && draft.preset === 'custom');
  if (draft.kind === 'report' && draft.preset === 'custom' && !draft.from) errors.from = 'form.fromRequired';
  if (ranged && draft.from && draft.to && draft.to < draft.from) errors.to = 'form.toBeforeFrom';
  return errors;
}

/** The request of a draft: only the chosen kind's parameters, empty ones left out. */
export function requestOf(draft: ExportDraft): ExportRequest {
  const pick = (entries: [string, string][]) =>
    Object.fromEntries(entries.filter(([, value]) => value.trim() !== '').map(([name, value]) => [name, value.trim()]));
  if (draft.kind === 'report') {
    const custom = draft.preset === 'custom';
    return {
      kind: 'report',
      query: pick([
        ['preset', draft.preset],
        ['from', custom ? draft.from : ''],
        ['to', custom ? draft.to : ''],
        ['group', [draft.group, draft.group2].filter(Boolean).join(',')],
      ]),
    };
  }
  if (draft.kind === 'conversions') {
    return {
      kind: 'conversions',
      query: pick([
        ['from', draft.from],
        ['to', draft.to],
        ['status', draft.status],
      ]),
    };
  }
  return {
    kind: 'offers',
    query: pick([
      ['tab', draft.tab],
      ['search', draft.search],
    ]),
  };
}
