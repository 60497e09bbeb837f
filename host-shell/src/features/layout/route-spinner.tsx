import { Spinner } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 0;
`;

/** Shown while an area's code is on its way. */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <Centre>
      <Spinner label={t('loading')} />
    </Centre>
  );
}
