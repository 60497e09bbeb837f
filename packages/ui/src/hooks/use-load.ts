import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads data for `key` (e.g. the query string) and follows the latest answer only; `reload` asks again,
 * `replace` swaps the data in place (a row updated by an action).
 */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are the triggers
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    latestLoad.current().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((update: (data: T) => T) => {
    setState((current) => (current.status === 'done' ? { status: 'done', data: update(current.data) } : current));
  }, []);
  return { state, reload, replace };
}
