import { Muted, Spinner } from '@affnet/ui';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0;
  p { margin: 0; }
`;

/** A spinner with its label, for a page that waits on the server before it can show anything. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center>
      <Spinner label={label} />
      <Muted aria-hidden="true">{label}</Muted>
    </Center>
  );
}
