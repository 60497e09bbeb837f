/**
 * @jest-environment node
 */
import type { FirstScreenRequest, NetworkBranding } from '@affnet/contracts';
import { renderFirstScreen } from './render-first-screen';

const ACME: NetworkBranding = {
  network_id: 'acme',
  company_name: 'Acme <Media>',
  networklogo_Url: '/uploads/acme/logo.svg',
  theme: {
    theme: 'dark',
    dir: 'ltr',
    layout: 'vertical',
    boxed: 'full',
    sidebartype: 'full',
    sidebarpos: 'fixed',
    headerpos: 'fixed',
    navbarbg: 'skin1',
    sidebarbg: 'skin6',
    logobg: 'skin2',
  },
  time_zone: 'America/New_York',
};

const draw = (path: string, language = 'en', branding = ACME) =>
  renderFirstScreen({ path, language, branding } satisfies FirstScreenRequest);

describe('the sign-in pages drawn on a server (no window, no storage)', () => {
  it("draws /login with the network's logo and name, a form whose fields carry their names, and its CSS", async () => {
    const drawn = await draw('/login');
    if (!drawn) throw new Error('nothing drawn');
    expect(drawn.html).toContain('<img src="/uploads/acme/logo.medium.svg" alt="Acme &lt;Media&gt;"/>');
    expect(drawn.html).toContain('>Sign in</h1>');
    expect(drawn.html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(drawn.html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(drawn.html).toContain('<button type="submit"');
    // The network's theme (dark here), and none of styled-components' notes to itself.
    expect(drawn.css).toContain('#1b2433');
    expect(drawn.css).not.toContain('data-styled');
  });

  it('draws each sign-in page in the language asked, English for one it does not know', async () => {
    expect((await draw('/login', 'fr'))?.html).toContain('>Connexion</h1>');
    expect((await draw('/login/network', 'de'))?.html).toContain('E-Mail');
    expect((await draw('/login/admin', 'xx'))?.html).toContain('>Admin sign-in</h1>');
    // Drawing French first does not leave the next page in French.
    expect((await draw('/login'))?.html).toContain('>Sign in</h1>');
  });

  it("each request gets its own network's brand", async () => {
    const globex = { ...ACME, network_id: 'globex', company_name: 'Globex Ads', networklogo_Url: null };
    expect((await draw('/login', 'en', globex))?.html).toContain('Globex Ads');
    expect((await draw('/login', 'en', globex))?.html).not.toContain('<img');
    expect((await draw('/login'))?.html).toContain('Acme &lt;Media&gt;');
  });

  it('draws no page that loads its code on demand', async () => {
    for (const path of ['/forgot-password', '/register/network', '/logout', '/nowhere']) {
      expect(await draw(path)).toBeNull();
    }
  });
});
