import { Alert } from '@affnet/ui';
import { type AuthLink, AuthLinks } from './auth-links';

/** Why a page cannot go on (a dead link, a failed hand-off) and where to go instead. */
export function Problem({ message, links }: { message: string; links: readonly AuthLink[] }) {
  return (
    <>
      <Alert $tone="danger" role="alert">
        {message}
      </Alert>
      <AuthLinks links={links} />
    </>
  );
}
