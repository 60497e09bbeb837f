import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Conversion, ExportKind, ExportQuery, OfferQuery } from '@affnet/contracts';
import { offersCsv } from '../offers/csv';
import { networkSettings } from '../settings/network-settings';
import type { AppContext, Session } from '../shared/context';
import { conversionsAfter } from '../statistics/conversions';
import { conversionsCsv, reportCsv } from '../statistics/csv';
import { conversionFilterOf, reportFilterOf } from '../statistics/filters';
import { scopeOf } from '../statistics/scope';
import { buildReport } from '../statistics/statistics';

/** Rows read from the database at a time. */
export const EXPORT_PAGE_SIZE = 2000;

/** Thrown between pages when the worker stops: the job goes back to the queue. */
export class ExportAborted extends Error {}

/** CSV text chunks; `rows` counts the data rows of each chunk. */
type Chunks = AsyncGenerator<{ text: string; rows: number }>;

/** The CSV builders write a header first: every page after the first leaves it out. */
const withoutHeader = (csv: string) => csv.slice(csv.indexOf('\r\n') + 2);

async function* offerChunks(ctx: AppContext, session: Session, query: ExportQuery): Chunks {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const csv = await offersCsv(ctx, session, query as OfferQuery, { limit: EXPORT_PAGE_SIZE, offset });
    const body = withoutHeader(csv);
    const rows = body === '' ? 0 : body.split('\r\n').length - 1;
    if (offset === 0 || rows > 0) yield { text: offset === 0 ? csv : body, rows };
    if (rows < EXPORT_PAGE_SIZE) return;
  }
}

async function* reportChunks(ctx: AppContext, session: Session, query: ExportQuery): Chunks {
  const scope = await scopeOf(ctx, session);
  const report = await buildReport(ctx, scope, reportFilterOf(query, scope));
  // As GET /api/statistics/report.csv: the network's chosen report columns.
  const { reportSettingKeys } = await networkSettings(ctx.db, scope.networkId);
  yield { text: reportCsv(scope, report, reportSettingKeys), rows: report.rows.length };
}

async function* conversionChunks(ctx: AppContext, session: Session, query: ExportQuery): Chunks {
  const scope = await scopeOf(ctx, session);
  const { page: _page, limit: _limit, ...filter } = conversionFilterOf(query, scope);
  let after: Conversion | null = null;
  for (;;) {
    const rows = await conversionsAfter(ctx, scope, filter, after, EXPORT_PAGE_SIZE);
    const csv = conversionsCsv(scope, rows);
    if (after === null || rows.length > 0) yield { text: after === null ? csv : withoutHeader(csv), rows: rows.length };
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1] ?? null;
  }
}

/**
 * The conversions' CSV page by page, as text: every conversion matching the query, however many (the synchronous
 * `conversions.csv` streams it; it used to stop at 100,000 rows without a word).
 */
export async function* conversionsCsvText(ctx: AppContext, session: Session, query: Record<string, unknown>) {
  // A request's query string as it came: conversionFilterOf checks each value it reads, whatever its type.
  for await (const chunk of conversionChunks(ctx, session, query as ExportQuery)) yield chunk.text;
}

const CHUNKS: Record<ExportKind, (ctx: AppContext, session: Session, query: ExportQuery) => Chunks> = {
  offers: offerChunks,
  report: reportChunks,
  conversions: conversionChunks,
};

/**
 * Writes the kind's CSV (the same bytes as its synchronous endpoint) to `file` through a stream, page by page,
 * waiting for the disk when the stream is full; `shouldStop` is asked between pages. Answers rows and bytes.
 */
export async function writeExport(
  ctx: AppContext,
  session: Session,
  job: { kind: ExportKind; query: ExportQuery },
  file: string,
  shouldStop: () => boolean,
): Promise<{ rows: number; bytes: number }> {
  const partial = `${file}.part`;
  const stream = createWriteStream(partial);
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  let rows = 0;
  try {
    for await (const chunk of CHUNKS[job.kind](ctx, session, job.query)) {
      if (shouldStop()) throw new ExportAborted('stopped');
      rows += chunk.rows;
      if (!stream.write(chunk.text)) await Promise.race([once(stream, 'drain'), failed]);
    }
    stream.end();
    await Promise.race([once(stream, 'finish'), failed]);
    const bytes = stream.bytesWritten;
    await rename(partial, file);
    return { rows, bytes };
  } catch (error) {
    stream.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
