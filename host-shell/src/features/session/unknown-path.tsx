import { DASHBOARD_PATH } from '@affnet/contracts';
import { Alert } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { lastLoginUrl } from './last-login-url';

/**
 * A path no loaded area declares goes to '' (spec section 2). The dashboard and the sign-in page are where '' itself
 * leads: when the area owning one of them is missing (its release declares no area, or none was loaded), sending
 * the user on would loop, so the shell says that this part could not be loaded.
 */
export function UnknownPath() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const wouldLoop = pathname === DASHBOARD_PATH || pathname === '/login' || pathname === lastLoginUrl();
  if (!wouldLoop) return <Navigate to="/" replace />;
  return (
    <Alert $tone="danger" role="alert">
      <p>{t('remote.failed')}</p>
    </Alert>
  );
}
