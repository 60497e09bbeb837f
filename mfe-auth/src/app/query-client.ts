import { createAreaQueryClient } from '@affnet/ui';

/** The auth area's own query cache: one per loaded release of this remote. */
export const authQueryClient = createAreaQueryClient();
