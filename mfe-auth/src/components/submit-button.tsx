import { Button } from '@affnet/ui';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Drawn in the button's own text colour, so it shows on any skin. */
const Ring = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

interface SubmitButtonProps {
  label: string;
  /** Shown instead of the label while the request is on its way. */
  sendingLabel: string;
  sending: boolean;
  disabled?: boolean;
}

/** A form's full-width submit button; disabled and turning while the form is being sent. */
export function SubmitButton({ label, sendingLabel, sending, disabled }: SubmitButtonProps) {
  return (
    <Button type="submit" $block disabled={sending || disabled} aria-busy={sending || undefined}>
      {sending ? <Ring aria-hidden="true" /> : null}
      {sending ? sendingLabel : label}
    </Button>
  );
}
