import { useViewer, type Viewer } from '@affnet/core';
import { useTranslation } from 'react-i18next';

/** What the signed-in user sees of the figures: which money columns, and the locale to format them in. */
export interface FiguresView extends Viewer {
  /** The network's owner sees payout, revenue and profit; an advertiser reads revenue as his cost. */
  showPayout: boolean;
  showRevenue: boolean;
  showProfit: boolean;
  locale: string;
}

export function useFiguresView(): FiguresView {
  const viewer = useViewer();
  const { i18n } = useTranslation();
  return {
    ...viewer,
    // An advertiser sees what he pays (revenue), a publisher what he earns (payout).
    showPayout: !viewer.isAdvertiser,
    showRevenue: viewer.isOwner || viewer.isAdvertiser,
    showProfit: viewer.isOwner,
    locale: i18n.language,
  };
}
