import { useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` once per `key` (null: not at all) and follows its result. The promise is kept per key, so
 * React's development double-mount does not send a one-time token (invite, reset link) twice.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const started = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    if (started.current?.key !== key) {
      started.current = { key, promise: latestLoad.current() };
      setState({ status: 'loading' });
    }
    let live = true;
    started.current.promise.then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  return state;
}
