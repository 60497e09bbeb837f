import { useSession } from '@affnet/core';
import { createAreaQueryClient } from '@affnet/ui';

/** The statistics area's one query cache (its App provides it). */
export const queryClient = createAreaQueryClient();

// Figures belong to who is signed in: after a logout or another sign-in in the same tab nothing cached is shown.
useSession.subscribe((state, previous) => {
  if (state.user?.token !== previous.user?.token) queryClient.clear();
});
