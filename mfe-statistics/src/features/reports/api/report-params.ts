import type { ReportQuery } from '@affnet/contracts';

/** The query string of a report: the group levels joined by commas, empty filters left out. */
export function reportParams(query: ReportQuery): Record<string, string | number> {
  const { group, ...rest } = query;
  const params: Record<string, string | number> = { group: group.join(',') };
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}
