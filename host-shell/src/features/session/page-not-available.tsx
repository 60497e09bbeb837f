import { DASHBOARD_PATH } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { ButtonLink, Card, Muted, PageTitle } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../../i18n/shell-access';

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
      <ButtonLink to={DASHBOARD_PATH}>{t('access.toDashboard')}</ButtonLink>
    </Card>
  );
}
