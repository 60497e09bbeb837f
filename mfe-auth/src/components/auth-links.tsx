import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  a { font-weight: 500; }
`;

export interface AuthLink {
  to: string;
  label: string;
}

/** The links from one sign-in page to the others (forgot password, network sign-in, registration...). */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </List>
  );
}
