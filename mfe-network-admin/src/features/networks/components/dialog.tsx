import { Card } from '@affnet/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 45%);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  z-index: 50;
`;

const Box = styled(Card)`
  width: min(32rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
`;

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 1rem;
`;

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal box: labelled by its title, closed with Escape, focus moved inside on open and back on close. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('input, select, button');
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);
  return (
    <Backdrop>
      <Box as="div" ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Box>
    </Backdrop>
  );
}

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;
