import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 45%);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  z-index: 1000;
`;

const Box = styled.div`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1.25rem;
  inline-size: min(32rem, 100%);
  max-block-size: calc(100vh - 2rem);
  overflow-y: auto;
  p { margin: 0 0 1rem; }
`;

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 0.75rem;
`;

/** The buttons at the end of a dialog, the main one last. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block-start: 1rem;
`;

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a question that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the text that describes the dialog. */
  describedBy?: string;
  /** What gets the focus on open; the first field or button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A modal box: labelled by its title, closed with Escape, focus moved inside on open and back on close. */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy, initialFocus }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const focusRef = useRef(initialFocus);
  useEffect(() => {
    const opener = document.activeElement;
    const first =
      focusRef.current?.current ?? box.current?.querySelector<HTMLElement>('input, select, textarea, button');
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  return (
    <Backdrop>
      <Box ref={box} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Box>
    </Backdrop>
  );
}
