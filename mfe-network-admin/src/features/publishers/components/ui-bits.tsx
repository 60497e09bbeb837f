import { userMessage } from '@affnet/api';
import { Alert, Button, Muted, Select, Spinner } from '@affnet/ui';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n/publishers';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { text-align: start; padding: 0.5rem; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  th { white-space: nowrap; }
  td.number, th.number { text-align: end; }
  caption { text-align: start; color: ${(p) => p.theme.colors.muted}; padding-bottom: 0.5rem; }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-block: 1rem;
  > * { margin-bottom: 0; }
`;

export const Section = styled.section`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-block: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.75rem; }
`;

const Center = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1.5rem 0;
  p { margin: 0; }
`;

export function Loading() {
  const { t } = useTranslation('publishers');
  return (
    <Center>
      <Spinner label={t('common:loading')} size={24} />
      <Muted aria-hidden="true">{t('common:loading')}</Muted>
    </Center>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('publishers');
  return (
    <Alert $tone="danger" role="alert">
      <span>{userMessage(error, t)} </span>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

/** A labelled select. */
export function SelectField({ label, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...select}>
        {children}
      </Select>
    </FieldBox>
  );
}

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

/** "1–20 of 57" with Previous and Next. */
export function Pagination(props: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const { page, limit, total, onPage } = props;
  const { t } = useTranslation('publishers');
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={t('pagination.label')}>
      <p aria-live="polite">{t('pagination.range', { first, last, total })}</p>
      <div>
        <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
        </Button>
      </div>
    </Bar>
  );
}
