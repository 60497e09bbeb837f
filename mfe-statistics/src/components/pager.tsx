import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.5rem 0 1rem;
`;

/** Previous / next over a paged list, with where one is. */
export function Pager({
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
  const { t } = useTranslation('statistics');
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={t('pager.name')}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.position', { page, pages, total })}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Bar>
  );
}
