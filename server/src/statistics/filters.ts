import { CONVERSION_STATUSES, REPORT_GROUPS, type ReportGroup } from '@affnet/contracts';
import { now as clockNow } from '../shared/clock';
import { ERROR_CODES, invalidField } from '../shared/errors';
import type { ConversionFilter } from './conversions';
import { hidesPublishers } from './publisher-alias';
import { periodOf, reportPeriodOf } from './report-period';
import type { StatisticsScope } from './scope';
import type { ReportFilter } from './statistics';

/**
 * What the schemas (schemas.ts) cannot say about a statistics query: the rules between its fields (the period,
 * report-period.ts), the group levels of the reader's role, and the defaults. Each value was checked by its schema
 * first: by the route's, or by the download center when it queued the export (exports/routes.ts), whose stored
 * query holds the same values as text.
 */
type Query = Record<string, unknown>;

function one(query: Query, name: string): string | undefined {
  const value = query[name];
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

const wholeNumber = (query: Query, name: string) => {
  const value = one(query, name);
  return value === undefined ? undefined : Number(value);
};

/** Who reads the report: the network's zone for its days, the role for the levels he may group by. */
type ReportReader = Pick<StatisticsScope, 'timeZone' | 'role'>;

/** Sub ID levels are the publishers' own references: not an advertiser's to group by (publisher-alias.ts). */
const SUB_ID_GROUPS: readonly ReportGroup[] = ['sub1', 'sub2'];
const groupsOf = (reader: ReportReader) =>
  hidesPublishers(reader) ? REPORT_GROUPS.filter((g) => !SUB_ID_GROUPS.includes(g)) : REPORT_GROUPS;

/** One or two levels of the reader's, comma-separated, each once. */
function reportGroups(query: Query, reader: ReportReader): ReportGroup[] {
  const allowed = groupsOf(reader);
  const names = (one(query, 'group') ?? 'day').split(',').map((g) => g.trim());
  const groups = names.flatMap((name) => allowed.filter((group) => group === name));
  if (names.length > 2 || groups.length !== names.length || new Set(groups).size !== groups.length) {
    throw invalidField('group', ERROR_CODES.notOneOf, `one or two of ${allowed.join(', ')}`, {
      allowed: allowed.join(', '),
    });
  }
  return groups;
}

/** The report's query: its period (report-period.ts), group levels (those of the reader's role) and filters. */
export function reportFilterOf(query: Query, reader: ReportReader, now = clockNow()): ReportFilter {
  const range = reportPeriodOf(query, reader.timeZone, now);
  return {
    ...range,
    group: reportGroups(query, reader),
    offer_id: wholeNumber(query, 'offer_id'),
    publisher_id: wholeNumber(query, 'publisher_id'),
    goal: one(query, 'goal'),
  };
}

/** The conversions list's filters; its period follows the reports' rule, one day alone being an open bound. */
export function conversionFilterOf(
  query: Query,
  reader: Pick<StatisticsScope, 'timeZone'>,
  now = clockNow(),
): ConversionFilter {
  const { from, to } = periodOf(query, reader.timeZone, now, false);
  return {
    from,
    to,
    offer_id: wholeNumber(query, 'offer_id'),
    status: CONVERSION_STATUSES.find((status) => status === one(query, 'status')),
    click_id: one(query, 'click_id'),
    goal: one(query, 'goal'),
    page: wholeNumber(query, 'page') ?? 1,
    limit: wholeNumber(query, 'limit') ?? 20,
  };
}
