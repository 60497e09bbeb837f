import { DASHBOARD_PATH } from '@affnet/contracts';
import { useSession } from '@affnet/store';
import { Card, Muted, PageTitle } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import '../../i18n/shell-access';

const DashboardLink = styled(Link)`
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

/**
 * Shown inside the main shell instead of a page the user's role may not open (a typed or shared link, a bookmark
 * from another account). The session stays: nothing was asked of the server, so nothing answered 403.
 */
export function PageNotAvailable() {
  const { t } = useTranslation('shell');
  const role = useSession((s) => s.user?.userDetail.role);
  return (
    <Card>
      <PageTitle>{t('access.title')}</PageTitle>
      <Muted>{t('access.explanation', { role: role ? t(`common:role.${role}`) : '' })}</Muted>
      <DashboardLink to={DASHBOARD_PATH}>{t('access.toDashboard')}</DashboardLink>
    </Card>
  );
}
