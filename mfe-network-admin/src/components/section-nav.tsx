import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The sections of a money page (Payouts, Billing): balances, runs, terms. */
const SECTIONS = ['balances', 'runs', 'terms'] as const;
type MoneySection = (typeof SECTIONS)[number];

/** A row of links that wraps on a phone rather than widening the page. */
const Nav = styled.nav`
  margin-block-end: 1rem;
  border-block-end: 1px solid ${(p) => p.theme.colors.border};
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
  a {
    display: block;
    padding: 0.45rem 0.75rem;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    border-block-end: 3px solid transparent;
  }
  a:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
  a[aria-current='page'], a.active { border-block-end-color: ${(p) => p.theme.colors.primary}; font-weight: 600; }
`;

interface SectionNavProps {
  /** Where the page mounts (/network/payouts, /network/billing): the balances' address; …/runs and …/terms. */
  basePath: string;
  /** The page's words: its `sections` label and `section.<name>` for each link. */
  namespace: string;
}

/** Balances, runs and terms of a money page (Payouts, Billing): each its own address. */
export function SectionNav({ basePath, namespace }: SectionNavProps) {
  const { t } = useTranslation(namespace);
  const pathOf = (section: MoneySection) => (section === 'balances' ? basePath : `${basePath}/${section}`);
  return (
    <Nav aria-label={t('sections')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={pathOf(section)} end={section === 'balances'}>
              {t(`section.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
