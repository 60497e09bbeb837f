import { getExports } from '@affnet/api';
import type { ExportJob } from '@affnet/contracts';
import { useLoad } from '@affnet/ui';
import { useCallback, useEffect, useState } from 'react';

/** How often the list is asked again while an export is queued or running. */
export const POLL_MS = 2000;

export const isPending = (job: ExportJob) => job.status === 'queued' || job.status === 'running';

/** The caller's exports, asked again every POLL_MS while any is pending (and no more once none is). */
export function useExportJobs() {
  const { state, reload, replace } = useLoad('exports', getExports);
  const [missed, setMissed] = useState(0);
  const polling = state.status === 'done' && state.data.some(isPending);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer (state) or missed poll arms the next one
  useEffect(() => {
    if (!polling) return;
    let live = true;
    const timer = setTimeout(() => {
      getExports().then(
        (jobs) => live && replace(() => jobs),
        // A failed poll is tried again at the next tick; the list keeps what it showed.
        () => live && setMissed((n) => n + 1),
      );
    }, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [polling, state, missed, replace]);

  const put = useCallback(
    (job: ExportJob) => replace((jobs) => [job, ...jobs.filter((j) => j.id !== job.id)]),
    [replace],
  );
  const drop = useCallback((id: number) => replace((jobs) => jobs.filter((j) => j.id !== id)), [replace]);
  return { state, reload, polling, put, drop };
}
