import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link to another page that looks like the primary button (New offer, Go to the dashboard). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;
