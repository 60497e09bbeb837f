import type { ExportKind, ExportRequest } from '@affnet/contracts';
import type { FieldRules } from '@affnet/ui';

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

const ranged = (draft: ExportDraft) =>
  draft.kind === 'conversions' || (draft.kind === 'report' && draft.preset === 'custom');

/** The fields the server would refuse: a custom report's first day, and a last day before the first. */
export const EXPORT_RULES: FieldRules<ExportDraft> = {
  from: [
    (from, draft) =>
      draft.kind === 'report' && draft.preset === 'custom' && !from
        ? { key: 'downloadCenter:form.fromRequired' }
        : null,
  ],
  to: [
    (to, draft) =>
      ranged(draft) && draft.from && to && to < draft.from ? { key: 'downloadCenter:form.toBeforeFrom' } : null,
  ],
};

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
