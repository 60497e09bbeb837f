import { useEffect, useState } from 'react';

/** How long typing must pause before a search or a check is sent, unless a caller needs another pause. */
export const TYPING_PAUSE_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`: a search box or an availability check asks the server once the
 * typing pauses, not for every key. The first value is settled at once.
 */
export function useDebounced<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
