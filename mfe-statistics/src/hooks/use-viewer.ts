import { useSession } from '@affnet/core';
import { useTranslation } from 'react-i18next';

/** Which money columns the signed-in user may see, and the locale to format them in. */
export interface Viewer {
  /** The network's owner: payout, revenue and profit. */
  isOwner: boolean;
  /** An advertiser reads revenue as his cost, and publishers by alias. */
  isAdvertiser: boolean;
  isPublisher: boolean;
  /** The platform admin belongs to no network, so has no statistics of his own. */
  isPlatformAdmin: boolean;
  showPayout: boolean;
  showRevenue: boolean;
  showProfit: boolean;
  locale: string;
}

export function useViewer(): Viewer {
  const role = useSession((s) => s.user?.userDetail.role);
  const { i18n } = useTranslation();
  const isOwner = role === 'network';
  return {
    isOwner,
    isAdvertiser: role === 'advertiser',
    isPublisher: role === 'publisher',
    isPlatformAdmin: role === 'admin',
    // An advertiser sees what he pays (revenue), a publisher what he earns (payout).
    showPayout: role !== 'advertiser',
    showRevenue: isOwner || role === 'advertiser',
    showProfit: isOwner,
    locale: i18n.language,
  };
}
