import type { AreaDeclaration } from '@affnet/contracts';
import auth from '../../../mfe-auth/src/area';
import networkAdmin from '../../../mfe-network-admin/src/area';
import offers from '../../../mfe-offers/src/area';
import publisher from '../../../mfe-publisher/src/area';
import statistics from '../../../mfe-statistics/src/area';

/**
 * Tests only: the areas the remotes declare today, in the manifest's order, so the host's tests check the dashboard
 * a user gets from them (the host's bundle never imports a remote's area: it reads them from the manifest).
 */
export const REMOTE_AREAS: readonly AreaDeclaration[] = [auth, offers, statistics, networkAdmin, publisher];
