import { useSession } from './session-store';
import { useTheme } from './theme-store';

/**
 * The zone every time on the page is shown in: the network's. The super admin belongs to no network and reads
 * several networks' rows side by side, so he gets UTC (and the page says so).
 */
export function useNetworkTimeZone(): string {
  const role = useSession((s) => s.user?.userDetail.role);
  const inNetwork = role !== undefined && role !== 'admin';
  const zone = useTheme((s) => s.timeZone);
  return inNetwork ? zone : 'UTC';
}
