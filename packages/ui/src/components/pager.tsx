import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-block: 1rem;
  flex-wrap: wrap;
  p { margin: 0; }
  div { display: flex; gap: 0.5rem; }
`;

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark ("Pages" unless told). */
  label?: string;
  /** Where one is; "1–20 of 57" unless told. */
  status?: string;
}

/** The pages of a paged list: where one is, with Previous page and Next page. */
export function Pager({ page, limit, total, onPage, label, status }: PagerProps) {
  const { t } = useTranslation('common');
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = pageCount(total, limit);
  return (
    <Bar aria-label={label ?? t('pager.label')}>
      <p aria-live="polite">{status ?? t('pager.range', { first, last, total })}</p>
      <div>
        <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </Bar>
  );
}

/** How many pages `total` rows make at `limit` a page (at least one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
