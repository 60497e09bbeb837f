import { useSession } from '@affnet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A remote's own query cache. A failure shows at once with its Retry (the user decides, not a silent retry loop);
 * data is asked again when a page mounts, as the user expects after coming back to it.
 */
export function createAreaQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  // What is cached belongs to who is signed in: after a logout or another sign-in in the same tab nothing cached
  // is shown. The cache lives as long as the loaded remote, so the subscription does too.
  useSession.subscribe((state, previous) => {
    if (state.user?.token !== previous.user?.token) client.clear();
  });
  return client;
}

/** Wraps a remote's App: each area owns its cache, so a remote's release never shares state with another's. */
export function AreaQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
