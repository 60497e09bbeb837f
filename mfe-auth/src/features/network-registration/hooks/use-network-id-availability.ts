import { networkIdExists } from '@affnet/api';
import { useEffect, useState } from 'react';
import { networkId } from '../../../lib/validation-rules';

/** idle: nothing valid to ask about yet; unknown: the check itself failed. */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Typing pause before the server is asked, so a check is not sent for every key. */
export const AVAILABILITY_DELAY_MS = 400;

/** Whether a well-formed network id is still free, asked once the user stops typing. */
export function useNetworkIdAvailability(id: string): Availability {
  const [answer, setAnswer] = useState<{ id: string; availability: Availability } | null>(null);
  const wellFormed = networkId(id, {}) === null;

  useEffect(() => {
    if (!wellFormed) return;
    let live = true;
    const timer = setTimeout(() => {
      networkIdExists(id).then(
        ({ payload }) => {
          const availability = payload ? (payload.exists ? 'taken' : 'available') : 'unknown';
          if (live) setAnswer({ id, availability });
        },
        () => live && setAnswer({ id, availability: 'unknown' }),
      );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, wellFormed]);

  if (!wellFormed) return 'idle';
  return answer?.id === id ? answer.availability : 'checking';
}
