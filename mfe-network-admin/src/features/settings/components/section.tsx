import { Button, Muted } from '@affnet/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.section`
  border-block-start: 1px solid ${(p) => p.theme.colors.border};
  padding-block: 1.25rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
`;

interface SectionProps {
  title: string;
  help?: string;
  /** With onSave the section is a form with its own Save button. */
  onSave?: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** One settings section: a heading, its help text, its fields and its own Save. */
export function Section({ title, help, onSave, busy, children }: SectionProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.();
  };
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {help ? <Muted>{help}</Muted> : null}
      {onSave ? (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          {children}
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </form>
      ) : (
        children
      )}
    </Box>
  );
}
