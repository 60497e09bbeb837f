import { canOpen, DASHBOARD_PATH } from '@affnet/contracts';
import { useSession, useTheme } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAreas } from '../areas/areas-store';
import { titleOf } from '../areas/declared-areas';

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

/**
 * The title of the current page, as its area declares it in its own namespace: the page's title, else the area's;
 * a closed page says so.
 */
function usePageTitle(): string {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const areas = useAreas((s) => s.areas);
  const pages = useAreas((s) => s.pages);
  const mayOpen = useSession((s) => canOpen(pathname, s.permissions, pages));
  if (!mayOpen) return t('title.notAvailable');
  const title = titleOf(areas, pathname);
  return title ? t(title.key, { ns: title.ns }) : t('home');
}

/** The trail Home / page, the document title (the page's own) and Back on every page but /dashboard (spec section 2). */
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
            <Link to={DASHBOARD_PATH}>{t('home')}</Link>
          </li>
          {pathname !== DASHBOARD_PATH ? <li aria-current="page">{title}</li> : null}
        </Trail>
      </nav>
      {pathname !== DASHBOARD_PATH ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(DASHBOARD_PATH))}
        >
          ← {t('common:back')}
        </Button>
      ) : null}
    </Bar>
  );
}
