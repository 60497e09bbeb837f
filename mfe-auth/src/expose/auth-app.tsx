import type { RemoteAppProps } from '@affnet/contracts';
import { AuthPages } from '../app/auth-pages';
import '../i18n/auth';

/** The auth area: sign-in, sign-out, password reset, registration and the /ext hand-off. */
export default function AuthApp({ basePath }: RemoteAppProps) {
  return <AuthPages basePath={basePath} />;
}
