import { Alert } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../i18n/login-hint';
import { SIGN_IN_PATHS, type SignInPage } from '../lib/other-sign-in-page';

/** The account exists and the password is right, but it signs in elsewhere: which page, with a link to it. */
export function OtherSignInHint({ page }: { page: SignInPage }) {
  const { t } = useTranslation('auth');
  return (
    <Alert role="alert">
      {t(`hint.${page}`)} <Link to={SIGN_IN_PATHS[page]}>{t(`hint.go.${page}`)}</Link>
    </Alert>
  );
}
