import { createAreaQueryClient } from '@affnet/ui';

/** This area's own query cache: one per loaded release of this remote, emptied when the signed-in user changes. */
export const queryClient = createAreaQueryClient();
