import { useDebounced } from '@affnet/ui';
import { useNetworkIdExists } from '../api/network-id-exists';
import { networkId } from '../lib/network-id-rule';

/** idle: nothing valid to ask about yet; unknown: the check itself failed. */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Typing pause before the server is asked, so a check is not sent for every key. */
export const AVAILABILITY_DELAY_MS = 400;

/** Whether a well-formed network id is still free, asked once the user stops typing. */
export function useNetworkIdAvailability(id: string): Availability {
  const wellFormed = networkId(id, {}) === null;
  const settled = useDebounced(id, AVAILABILITY_DELAY_MS);
  const check = useNetworkIdExists(wellFormed && settled === id ? id : null);
  if (!wellFormed) return 'idle';
  if (settled !== id || check.status === 'pending') return 'checking';
  if (check.status === 'error' || !check.data.payload) return 'unknown';
  return check.data.payload.exists ? 'taken' : 'available';
}
