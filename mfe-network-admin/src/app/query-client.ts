import { createAreaQueryClient } from '@affnet/ui';

/** The network administration area's own query cache: one per loaded release of this remote. */
export const networkAdminQueryClient = createAreaQueryClient();
