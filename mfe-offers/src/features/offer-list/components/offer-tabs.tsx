import type { OfferTab } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useOfferTabs } from '../../../hooks/use-offer-tabs';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const TabLink = styled(Link)`
  display: inline-block;
  padding: 0.5rem 1rem;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] { border-bottom-color: ${(p) => p.theme.colors.primary}; font-weight: 600; }
  &:hover { color: ${(p) => p.theme.colors.primary}; }
`;

/** The viewer's lists of offers as links; the open one is marked as the current page. */
export function OfferTabs({ basePath, current }: { basePath: string; current: OfferTab }) {
  const { t } = useTranslation('offers');
  const tabs = useOfferTabs();
  return (
    <nav aria-label={t('tabs.label')}>
      <Tabs>
        {tabs.map((tab) => (
          <li key={tab}>
            <TabLink to={`${basePath}/${tab}`} aria-current={tab === current ? 'page' : undefined}>
              {t(`tabs.${tab}`)}
            </TabLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}
