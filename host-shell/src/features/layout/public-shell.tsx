import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { rememberLoginUrl } from '../session/last-login-url';
import { LanguageSelect } from './language-select';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.page};
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 1rem;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 1rem 1rem 3rem;
`;

/** The public shell: no guard; the authentication area fills it. Remembers which sign-in page was used. */
export function PublicShell() {
  const { pathname } = useLocation();
  useEffect(() => rememberLoginUrl(pathname), [pathname]);
  return (
    <Page>
      <Top>
        <LanguageSelect />
      </Top>
      <Main>
        <Outlet />
      </Main>
    </Page>
  );
}
