import { useSession } from './session-store';

/** Who the signed-in user is: each role has the one permission of its name, which the server's guard checks. */
export interface Viewer {
  /** The platform's admin: he belongs to no network. */
  isPlatformAdmin: boolean;
  /** The network's owner: he manages its offers, people and settings. */
  isOwner: boolean;
  isPublisher: boolean;
  isAdvertiser: boolean;
}

/** The signed-in user's kind of account, for a page that shows or offers different things to each. */
export function useViewer(): Viewer {
  const permissions = useSession((s) => s.permissions);
  return {
    isPlatformAdmin: permissions.includes('admin'),
    isOwner: permissions.includes('network'),
    isPublisher: permissions.includes('publisher'),
    isAdvertiser: permissions.includes('advertiser'),
  };
}
