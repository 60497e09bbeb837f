import { REPORT_GROUPS, type ReportGroup } from '@affnet/contracts';
import type { FiguresView } from '../../../hooks/use-figures-view';

const SUB_ID_GROUPS: readonly ReportGroup[] = ['sub1', 'sub2'];

/**
 * The levels a viewer may group his report by: the publisher level is the owner's page; Sub IDs are the publishers'
 * own references, never an advertiser's (the server refuses them to him).
 */
export function reportGroupsOf(viewer: Pick<FiguresView, 'isOwner' | 'isAdvertiser'>): ReportGroup[] {
  return REPORT_GROUPS.filter(
    (group) => (group !== 'publisher' || viewer.isOwner) && !(viewer.isAdvertiser && SUB_ID_GROUPS.includes(group)),
  );
}
