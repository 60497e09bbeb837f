import { canOpen } from '@affnet/contracts';
import { useSession, useTheme } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, PAGE_TITLES } from '../../app/route-table';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
`;

const Trail = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
  li + li::before { content: '/'; margin-inline-end: 0.5rem; }
`;

/** The title of the current page: its own entry, else the route data of its area; a closed page says so. */
function usePageTitle(): string {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const matches = useMatches();
  const mayOpen = useSession((s) => canOpen(pathname, s.permissions));
  if (!mayOpen) return t('title.notAvailable');
  const handle = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  return t(PAGE_TITLES[pathname] ?? handle?.title ?? 'title.dashboard');
}

/** Sets the page title from route data and offers Back on every page but /dashboard (spec section 2). */
export function Breadcrumb() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const company = useTheme((s) => s.brand.companyName);
  const title = usePageTitle();

  useEffect(() => {
    document.title = `${title} · ${company}`;
  }, [title, company]);

  return (
    <Bar>
      <nav aria-label={t('breadcrumb')}>
        <Trail>
          <li>
            <Link to={HOME_PATH}>{t('home')}</Link>
          </li>
          {pathname !== HOME_PATH ? <li aria-current="page">{title}</li> : null}
        </Trail>
      </nav>
      {pathname !== HOME_PATH ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH))}
        >
          ← {t('common:back')}
        </Button>
      ) : null}
    </Bar>
  );
}
