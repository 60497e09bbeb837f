import type { RemoteAppProps } from '@affnet/contracts';
import { AuthPages } from '../app/auth-pages';
import '../i18n/auth';

/**
 * The auth area: sign-in, sign-out, password reset, registration and the /ext hand-off. No query cache here: the
 * pages that use one bring it with their own code (see lazyPage), so the sign-in pages load no query library.
 */
export default function AuthApp({ basePath }: RemoteAppProps) {
  return <AuthPages basePath={basePath} />;
}
