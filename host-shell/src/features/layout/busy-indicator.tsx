import { selectBusy, useBusy } from '@affnet/core';
import { Spinner } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Corner = styled.div`
  position: fixed;
  inset-block-start: 76px;
  inset-inline-end: 16px;
  z-index: 60;
  background: ${(p) => p.theme.colors.surface};
  border-radius: 50%;
  padding: 4px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 15%);
`;

/**
 * The global spinner while any request is in flight (spec section 2). During route navigation, the page's spinner
 * shows while its area's code is on its way (RouteSpinner): the routes load nothing else before they render.
 */
export function BusyIndicator() {
  const { t } = useTranslation();
  const busy = useBusy(selectBusy);
  if (!busy) return null;
  return (
    <Corner data-testid="busy-spinner">
      <Spinner label={t('loading')} size={24} />
    </Corner>
  );
}
