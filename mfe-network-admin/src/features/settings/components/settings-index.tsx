import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SETTINGS_SECTIONS, type SettingsSection } from '../lib/settings-sections';

/** A side index on a laptop; on a phone a row of links that wraps rather than widening the page. */
const Index = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
  a {
    display: block;
    padding: 0.45rem 0.75rem;
    border-radius: ${(p) => p.theme.radius};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover { background: ${(p) => p.theme.colors.page}; }
  a:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
  a[aria-current='page'] { background: ${(p) => p.theme.colors.primary}; color: ${(p) => p.theme.colors.primaryText}; }
  @media (min-width: 768px) {
    ul { flex-direction: column; }
  }
`;

interface SettingsIndexProps {
  basePath: string;
  /** Sections holding changes not saved yet: their link says so. */
  unsaved: ReadonlySet<SettingsSection>;
}

/** Links to every section of Settings (deep links: each section has its address). */
export function SettingsIndex({ basePath, unsaved }: SettingsIndexProps) {
  const { t } = useTranslation('settings');
  return (
    <Index aria-label={t('sections')}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={`${basePath}/${section}`}>
              {t(`section.${section}`)}
              {unsaved.has(section) ? ` ● ${t('unsavedShort')}` : ''}
            </NavLink>
          </li>
        ))}
      </ul>
    </Index>
  );
}
