// The click writer's thread (click-writer-thread.ts starts it): one transaction per batch on its own connection.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../shared/db/connection';
import { PassedUniqueDays } from '../statistics/passed-unique-days';
import { type ClickRow, writeClickRows } from '../statistics/rollups';
import type { BatchAnswer } from './click-writer-thread';
import { unpackClicks } from './packed-clicks';

type Message = { id: number; clicks: string } | { close: true };

const port = parentPort;
if (!port) throw new Error('click-writer-worker.ts runs as a worker thread');
const { db, dialect } = openDatabase((workerData as { databaseUrl: string }).databaseUrl);
const passedDays = new PassedUniqueDays();

// One batch at a time, in the order they came (the writer sends the next one after this one's answer anyway).
let queue = Promise.resolve();
port.on('message', (message: Message) => {
  queue = queue.then(async () => {
    if ('close' in message) {
      await db.destroy();
      process.exit(0);
    }
    const answer: BatchAnswer = { id: message.id };
    let committed: ClickRow[] | null = null;
    try {
      const rows = unpackClicks(message.clicks);
      await db.transaction().execute((trx) => writeClickRows(trx, dialect, rows));
      committed = rows;
    } catch (error) {
      const { name, message: text, code } = error as Error & { code?: string };
      answer.error = {
        name: String(name),
        message: String(text),
        ...(code === undefined ? {} : { code: String(code) }),
      };
    }
    port.postMessage(answer);
    // After the answer: the batch is committed either way. A failure is tried again with the next batch.
    if (committed) await passedDays.forget(db, committed).catch(() => undefined);
  });
});
