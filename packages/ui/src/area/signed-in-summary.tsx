import { useSession } from '@affnet/store';
import { useTranslation } from 'react-i18next';
import { Muted } from '../components/card';

/** Who is signed in, for which network and in which role: the context every area page starts from. */
export function SignedInSummary() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const { name, email, company_name, role } = user.userDetail;
  return <Muted>{t('signedInAs', { name, email, company: company_name, role: t(`role.${role}`) })}</Muted>;
}
