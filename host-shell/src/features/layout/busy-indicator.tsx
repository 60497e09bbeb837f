import { selectBusy, useBusy } from '@affnet/core';
import { Spinner } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
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

/** The global spinner: on during route navigation and while any request is in flight (spec section 2). */
export function BusyIndicator() {
  const { t } = useTranslation();
  const busy = useBusy(selectBusy);
  const navigating = useNavigation().state !== 'idle';
  if (!busy && !navigating) return null;
  return (
    <Corner data-testid="busy-spinner">
      <Spinner label={t('loading')} size={24} />
    </Corner>
  );
}
