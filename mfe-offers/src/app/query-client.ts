import { createAreaQueryClient } from '@affnet/ui';

/** The offers area's own query cache: one per loaded release of this remote. */
export const offersQueryClient = createAreaQueryClient();
