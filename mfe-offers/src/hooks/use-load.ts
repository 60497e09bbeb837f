import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads data for `key` and follows the answer; a new key (or `reload`) loads again. An answer to an
 * older key is dropped, so a slow page of results never replaces a newer one.
 */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and round are what ask for a new load
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
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
