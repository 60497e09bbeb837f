import { Button, Muted } from '@affnet/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
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
   * With a form the section is one, with its own Save: `onSubmit` is the form's submit handler (`submit(save)` of
   * useValidatedForm), `dirty` its `isDirty` (the "Unsaved changes" mark: a save resets the form to what was saved,
   * which takes it away; a refused one leaves it) and `busy` the save mutation's `isPending`.
   */
  form?: { onSubmit: (event: FormEvent) => Promise<void>; dirty: boolean; busy: boolean };
  children: ReactNode;
}

/** One settings section: a heading, its help text, its fields and its own Save, saying when it holds unsaved changes. */
export function Section({ title, help, form, children }: SectionProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const unsaved = form?.dirty ?? false;
  useReportUnsaved(unsaved);
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {help ? <Muted>{help}</Muted> : null}
      {form ? (
        <form onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
          {children}
          <Actions>
            <Button type="submit" disabled={form.busy}>
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
