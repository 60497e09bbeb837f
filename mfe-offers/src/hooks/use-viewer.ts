import { useSession } from '@affnet/core';

/** Who looks at the offers: the network's owner manages them, a publisher runs them, an advertiser reads his own. */
export function useViewer() {
  const permissions = useSession((s) => s.permissions);
  const isOwner = permissions.includes('network');
  const isPublisher = !isOwner && permissions.includes('publisher');
  const isAdvertiser = !isOwner && !isPublisher && permissions.includes('advertiser');
  return { isOwner, isPublisher, isAdvertiser };
}
