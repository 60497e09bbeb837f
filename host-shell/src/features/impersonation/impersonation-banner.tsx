import { useSession } from '@affnet/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { forgetOwnerSession, RETURN_PATH, readOwnerSession } from './owner-session';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 1rem;
  padding: 0.5rem 1rem;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 600;
  p { margin: 0; }
`;

const ReturnButton = styled.button`
  background: #fff;
  color: #1a1a1a;
  border: none;
  border-radius: 6px;
  padding: 0.35rem 0.85rem;
  font: inherit;
  cursor: pointer;
`;

/**
 * Shown on every page while a network owner views a publisher's dashboard through the /ext hand-off:
 * "Viewing as <publisher> — Return to my account" restores the owner's session and opens his publishers.
 */
export function ImpersonationBanner({ go = (path: string) => window.location.assign(path) }) {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const owner = readOwnerSession();
  if (!owner || !user?.loginType) return null;

  const giveBack = () => {
    useSession.getState().signIn(owner);
    forgetOwnerSession();
    go(RETURN_PATH);
  };

  return (
    <Bar role="region" aria-label={t('impersonation.viewingAs', { name: user.userDetail.name })}>
      <p>{t('impersonation.viewingAs', { name: user.userDetail.name })}</p>
      <ReturnButton type="button" onClick={giveBack}>
        {t('impersonation.return')}
      </ReturnButton>
    </Bar>
  );
}
