import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0.5rem 0 1rem;
`;

/** Previous / next over the pages of a delivery log, with where one is. */
export function DeliveryPager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('postbacks');
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={t('log.pages')}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('log.previous')}
      </Button>
      <span>{t('log.position', { page, pages, count: total })}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('log.next')}
      </Button>
    </Bar>
  );
}
