import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinner announced to screen readers with its label. */
export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span role="status" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
    </span>
  );
}
