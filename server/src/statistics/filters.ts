import {
  CONVERSION_STATUSES,
  type ConversionStatus,
  GOAL_SLUG_PATTERN,
  MAX_GOAL_SLUG_LENGTH,
  MAX_RECORD_ID,
  REPORT_GROUPS,
  type ReportGroup,
} from '@affnet/contracts';
import { now as clockNow } from '../shared/clock';
import { ERROR_CODES, invalidField } from '../shared/errors';
import type { ConversionFilter } from './conversions';
import { hidesPublishers } from './publisher-alias';
import { periodOf, reportPeriodOf } from './report-period';
import type { StatisticsScope } from './scope';
import type { ReportFilter } from './statistics';

type Query = Record<string, unknown>;

function one(query: Query, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function notOneOf(field: string, allowed: readonly string[]) {
  return invalidField(field, ERROR_CODES.notOneOf, `must be one of ${allowed.join(', ')}`, {
    allowed: allowed.join(', '),
  });
}

function positiveInt(query: Query, name: string, max = 2_000_000_000): number | undefined {
  const value = one(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw invalidField(name, ERROR_CODES.tooLarge, `must be a whole number from 1 to ${max}`, { limit: max });
  }
  return Number(value);
}

/** Who reads the report: the network's zone for its days, the role for the levels he may group by. */
type ReportReader = Pick<StatisticsScope, 'timeZone' | 'role'>;

/** Sub ID levels are the publishers' own references: not an advertiser's to group by (publisher-alias.ts). */
const SUB_ID_GROUPS: readonly ReportGroup[] = ['sub1', 'sub2'];
const groupsOf = (reader: ReportReader) =>
  hidesPublishers(reader) ? REPORT_GROUPS.filter((g) => !SUB_ID_GROUPS.includes(g)) : REPORT_GROUPS;

/** The report's query: its period (report-period.ts), group levels (those of the reader's role) and filters. */
export function reportFilterOf(query: Query, reader: ReportReader, now = clockNow()): ReportFilter {
  const range = reportPeriodOf(query, reader.timeZone, now);
  const groups = (one(query, 'group') ?? 'day').split(',').map((g) => g.trim()) as ReportGroup[];
  const allowed = groupsOf(reader);
  if (groups.length > 2 || groups.some((g) => !allowed.includes(g)) || new Set(groups).size !== groups.length) {
    throw invalidField('group', ERROR_CODES.notOneOf, `one or two of ${allowed.join(', ')}`, {
      allowed: allowed.join(', '),
    });
  }
  return {
    ...range,
    group: groups,
    offer_id: positiveInt(query, 'offer_id', MAX_RECORD_ID),
    publisher_id: positiveInt(query, 'publisher_id', MAX_RECORD_ID),
    goal: goalOf(query),
  };
}

const GOAL_SLUG = new RegExp(GOAL_SLUG_PATTERN);

/** An offer goal's postback value (offers/goal-store.ts), to filter by. */
function goalOf(query: Query): string | undefined {
  const goal = one(query, 'goal');
  if (goal !== undefined && (goal.length > MAX_GOAL_SLUG_LENGTH || !GOAL_SLUG.test(goal)))
    throw invalidField('goal', ERROR_CODES.invalidFormat, 'invalid goal');
  return goal;
}

/** The conversions list's filters; its period follows the reports' rule, one day alone being an open bound. */
export function conversionFilterOf(
  query: Query,
  reader: Pick<StatisticsScope, 'timeZone'>,
  now = clockNow(),
): ConversionFilter {
  const status = one(query, 'status') as ConversionStatus | undefined;
  if (status !== undefined && !CONVERSION_STATUSES.includes(status)) {
    throw notOneOf('status', CONVERSION_STATUSES);
  }
  const clickId = one(query, 'click_id');
  if (clickId !== undefined && !/^[A-Za-z0-9]{1,32}$/.test(clickId))
    throw invalidField('click_id', ERROR_CODES.invalidFormat, 'invalid click id');
  const goal = goalOf(query);
  const { from, to } = periodOf(query, reader.timeZone, now, false);
  return {
    from,
    to,
    offer_id: positiveInt(query, 'offer_id', MAX_RECORD_ID),
    status,
    click_id: clickId,
    goal,
    page: positiveInt(query, 'page') ?? 1,
    limit: positiveInt(query, 'limit', 100) ?? 20,
  };
}
