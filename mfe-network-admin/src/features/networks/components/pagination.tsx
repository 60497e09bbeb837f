import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1rem;
  flex-wrap: wrap;
  p { margin: 0; }
  div { display: flex; gap: 0.5rem; }
`;

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, limit, total, onPage }: PaginationProps) {
  const { t } = useTranslation('networks');
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={t('pagination')}>
      <p aria-live="polite">{t('range', { first, last, total })}</p>
      <div>
        <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </div>
    </Bar>
  );
}
