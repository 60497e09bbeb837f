import { notifyError, signOut, userMessage, useSession, useTheme } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { MENU_TOGGLE_ID, useOverlayMenu } from './use-overlay-menu';

const Bar = styled.header`
  position: ${(p) => (p.theme.settings.headerpos === 'fixed' ? 'sticky' : 'relative')};
  inset-block-start: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: 64px;
  background: ${(p) => p.theme.navbar.bg};
  color: ${(p) => p.theme.navbar.fg};
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  margin-inline-start: auto;
  padding: 0 1rem;
  & > * { flex-shrink: 0; }
  /* On a phone the tools keep their room (Logout stays on the screen): the logo block is what gives way. */
  @media (max-width: 766px) { flex-shrink: 0; }
  @media (max-width: 479px) { gap: 0.35rem; padding-inline: 0.5rem; }
`;

const IconButton = styled.button`
  background: transparent;
  color: inherit;
  border: 1px solid transparent;
  border-radius: 6px;
  min-width: 40px;
  min-height: 40px;
  flex-shrink: 0;
  font-size: 1.25rem;
  cursor: pointer;
  &:hover { border-color: currentColor; }
`;

/** Who is signed in, and as what: the name, then the role and company in small type; cut with … when short of room. */
const User = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: 16rem;
  margin: 0;
  line-height: 1.25;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span:first-child { font-weight: 600; }
  span + span { font-size: 0.8rem; opacity: 0.85; }
  && { flex-shrink: 1; }
  @media (max-width: 767px) { display: none; }
`;

export function Header() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const canCustomize = useSession((s) => s.permissions.includes('network'));
  const { sidebar, settings, toggleSidebar, setCustomizerOpen } = useTheme();
  const menu = useOverlayMenu();
  // The logo area is as wide as the sidebar: in the narrow types only the small logo fits.
  const compact = sidebar.current === 'mini-sidebar' || sidebar.current === 'iconbar';
  const logoWidth =
    settings.layout === 'vertical' && sidebar.current !== 'overlay' ? SIDEBAR_WIDTH[sidebar.current] : null;

  const logout = () => {
    navigate('/login', { replace: true });
    signOut().catch((error: unknown) => notifyError(userMessage(error, t)));
  };

  return (
    <Bar>
      <BrandLogo compact={compact && settings.layout === 'vertical'} width={logoWidth} />
      <IconButton
        id={MENU_TOGGLE_ID}
        type="button"
        aria-label={t('toggleSidebar')}
        aria-expanded={menu.overlay ? menu.open : sidebar.current !== 'mini-sidebar'}
        onClick={toggleSidebar}
      >
        ☰
      </IconButton>
      <Tools>
        <LanguageSelect />
        {canCustomize ? (
          <IconButton type="button" aria-label={t('customizer.open')} onClick={() => setCustomizerOpen(true)}>
            ⚙
          </IconButton>
        ) : null}
        {user ? (
          <User data-testid="signed-in-user">
            <span title={user.userDetail.name}>{user.userDetail.name}</span>
            <span>
              {t('user.roleAt', {
                role: t(`common:role.${user.userDetail.role}`),
                company: user.userDetail.company_name,
              })}
            </span>
          </User>
        ) : null}
        <Button
          type="button"
          $variant="secondary"
          onClick={logout}
          style={{ color: 'inherit', borderColor: 'currentColor' }}
        >
          {t('logout')}
        </Button>
      </Tools>
    </Bar>
  );
}
