import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { ExportKind, ExportQuery, OfferQuery } from '@affnet/contracts';
import { offersCsv } from '../offers/csv';
import { networkSettings } from '../settings/network-settings';
import type { AppContext, Session } from '../shared/context';
import { withoutHeader } from '../shared/csv';
import { conversionsCsvPages } from '../statistics/conversions-csv-pages';
import { reportCsv } from '../statistics/csv';
import { reportFilterOf } from '../statistics/filters';
import { scopeOf } from '../statistics/scope';
import { buildReport } from '../statistics/statistics';

/** Rows read from the database at a time. */
export const EXPORT_PAGE_SIZE = 2000;

/** Thrown between pages when the worker stops: the job goes back to the queue. */
export class ExportAborted extends Error {}

/** CSV text chunks; `rows` counts the data rows of each chunk. */
type Chunks = AsyncGenerator<{ text: string; rows: number }>;

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

const CHUNKS: Record<ExportKind, (ctx: AppContext, session: Session, query: ExportQuery) => Chunks> = {
  offers: offerChunks,
  report: reportChunks,
  conversions: conversionsCsvPages,
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
