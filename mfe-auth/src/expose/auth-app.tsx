import type { RemoteAppProps } from '@affnet/contracts';
import { AreaQueryProvider } from '@affnet/ui';
import { AuthPages } from '../app/auth-pages';
import { queryClient } from '../app/query-client';
import '../i18n/auth';

/** The auth area: sign-in, sign-out, password reset, registration and the /ext hand-off. */
export default function AuthApp({ basePath }: RemoteAppProps) {
  return (
    <AreaQueryProvider client={queryClient}>
      <AuthPages basePath={basePath} />
    </AreaQueryProvider>
  );
}
