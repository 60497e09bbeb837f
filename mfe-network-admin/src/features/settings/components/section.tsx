import { Button, Muted } from '@affnet/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReportUnsaved } from '../hooks/use-unsaved';

const Box = styled.section`
  border-block-start: 1px solid ${(p) => p.theme.colors.border};
  padding-block: 1.25rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Unsaved = styled.span`
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  &::before { content: '● '; color: ${(p) => p.theme.colors.primary}; }
`;

interface SectionProps {
  title: string;
  help?: string;
  /**
   * With onSave the section is a form with its own Save button. It resolves to true once the server saved: the
   * section's "Unsaved changes" mark goes then, and stays after a refused or invalid save.
   */
  onSave?: () => Promise<boolean> | undefined;
  busy?: boolean;
  children: ReactNode;
}

/** One settings section: a heading, its help text, its fields and its own Save, saying when it holds unsaved changes. */
export function Section({ title, help, onSave, busy, children }: SectionProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [unsaved, setUnsaved] = useState(false);
  useReportUnsaved(unsaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave?.()) setUnsaved(false);
  };
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {help ? <Muted>{help}</Muted> : null}
      {onSave ? (
        // Any edit of a field marks the section (change events of its inputs reach the form).
        <form onSubmit={submit} onChange={() => setUnsaved(true)} noValidate aria-labelledby={headingId}>
          {children}
          <Actions>
            <Button type="submit" disabled={busy}>
              {t('common:save')}
            </Button>
            <span role="status">{unsaved ? <Unsaved>{t('unsaved')}</Unsaved> : null}</span>
          </Actions>
        </form>
      ) : (
        children
      )}
    </Box>
  );
}
