import type { Conversion, ExportQuery } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { withoutHeader } from '../shared/csv';
import { conversionsAfter } from './conversions';
import { conversionsCsv } from './csv';
import { conversionFilterOf } from './filters';
import { scopeOf } from './scope';

/** Conversions read from the database at a time. */
export const CONVERSIONS_CSV_PAGE = 2000;

/**
 * The conversions' CSV page by page, with the data rows of each page: every conversion matching the query, however
 * many. Both conversions.csv (streamed) and the download center's export (written to a file) read it.
 */
export async function* conversionsCsvPages(
  ctx: AppContext,
  session: Session,
  query: ExportQuery,
): AsyncGenerator<{ text: string; rows: number }> {
  const scope = await scopeOf(ctx, session);
  const { page: _page, limit: _limit, ...filter } = conversionFilterOf(query, scope);
  let after: Conversion | null = null;
  for (;;) {
    const rows = await conversionsAfter(ctx, scope, filter, after, CONVERSIONS_CSV_PAGE);
    const csv = conversionsCsv(scope, rows);
    if (after === null || rows.length > 0) yield { text: after === null ? csv : withoutHeader(csv), rows: rows.length };
    if (rows.length < CONVERSIONS_CSV_PAGE) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/**
 * The conversions' CSV as text chunks (the synchronous `conversions.csv` streams it; it used to stop at 100,000 rows
 * without a word).
 */
export async function* conversionsCsvText(ctx: AppContext, session: Session, query: Record<string, unknown>) {
  // A request's query string as it came: conversionFilterOf checks each value it reads, whatever its type.
  for await (const chunk of conversionsCsvPages(ctx, session, query as ExportQuery)) yield chunk.text;
}
