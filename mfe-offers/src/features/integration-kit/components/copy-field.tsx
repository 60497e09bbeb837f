import { notifyError, notifySuccess } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0.25rem 0 1rem;
  textarea {
    flex: 1;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    padding: 0.5rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    resize: vertical;
  }
`;

/** A text to paste elsewhere (a URL, an HTML tag), read-only, with its Copy button. */
export function CopyField({ label, value, rows = 2 }: { label: string; value: string; rows?: number }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(t('kit.copied', { what: label }));
    } catch {
      notifyError(t('kit.copyFailed'));
    }
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Row>
        <textarea id={id} readOnly value={value} rows={rows} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" $variant="secondary" onClick={copy} aria-label={t('kit.copyLabel', { what: label })}>
          {t('kit.copy')}
        </Button>
      </Row>
    </>
  );
}
