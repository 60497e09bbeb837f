import { changeLanguage, declarePages, RETURN_PATH_KEY, useSession, useTheme } from '@affnet/core';
import { fakeServer, recordToasts, type SentRequest, serverError } from '@affnet/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { deferred, PUBLISHER, resetSession } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

/** (kind, credentials) as the page signs in; resolves with the user record. */
const loginMock = jest.fn();

/** A login path of the server: the credentials (wrapped in userDetails but on the network page), the user in payload[0]. */
const loginPath =
  (kind: string) =>
  async ({ body }: SentRequest) => {
    const sent = body as { userDetails?: unknown };
    return [await loginMock(kind, kind === 'network' ? sent : sent.userDetails)];
  };

const showLogin = (path = '/login') => renderPage(<AuthApp basePath="" />, path);

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  resetSession();
  loginMock.mockReset();
  fakeServer({
    'POST /user/login': loginPath('user'),
    'POST /user/network/login': loginPath('network'),
    'POST /user/admin/login': loginPath('admin'),
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  declarePages([]);
  await changeLanguage('en');
});

describe('login form', () => {
  it('names the missing fields under them and does not call the server', async () => {
    await showLogin();
    await submitLogin('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email address, and drops the message once it is fixed', async () => {
    await showLogin();
    const user = await submitLogin('ana@example', 'secret');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('writes its messages in French after a language change', async () => {
    await showLogin();
    await act(() => changeLanguage('fr'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('E-mail est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Mot de passe est obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('disables the button and shows progress while the request is on its way', async () => {
    const pending = deferred<typeof PUBLISHER>();
    loginMock.mockReturnValue(pending.promise);
    await showLogin();
    await submitLogin('ana@example.com', 'secret1');
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    pending.resolve(PUBLISHER);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('shows the server refusal in the user language as an error toast and lets the user try again', async () => {
    const notify = recordToasts();
    loginMock.mockRejectedValue(serverError('Wrong email or password', 400, 'WRONG_CREDENTIALS'));
    await showLogin();
    await submitLogin('ana@example.com', 'wrong-one1');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Wrong email or password.', undefined));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(useSession.getState().user).toBeNull();
  });

  it('says so in the user language when the server cannot be reached', async () => {
    const notify = recordToasts();
    loginMock.mockRejectedValue(serverError('Network Error', 0));
    await showLogin();
    await submitLogin('ana@example.com', 'secret1');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'The server cannot be reached. Check your connection and try again.',
        undefined,
      ),
    );
  });

  it('stores the user and returns to the remembered page', async () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '/offers/active?page=2');
    loginMock.mockResolvedValue(PUBLISHER);
    await showLogin();
    await submitLogin(' ana@example.com ', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offers/active?page=2'));
    expect(loginMock).toHaveBeenCalledWith('user', { email: 'ana@example.com', password: 'secret1' });
    expect(useSession.getState().user).toEqual(PUBLISHER);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(PUBLISHER);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('lands on the dashboard when the remembered page is not one this user may open', async () => {
    // A publisher signing in after somebody (or a shared link) left an owner-only page as the return path.
    sessionStorage.setItem(RETURN_PATH_KEY, '/network/settings');
    // The host declares the loaded areas' pages to the shared core; here, the network area's.
    declarePages([{ path: '/network/*', permissions: ['network'] }]);
    loginMock.mockResolvedValue(PUBLISHER);
    await showLogin();
    await submitLogin('ana@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it.each([
    ['/login/network', 'Network sign-in', 'network'],
    ['/login/admin', 'Admin sign-in', 'admin'],
  ] as const)('%s signs in through the %s path', async (path, title, kind) => {
    loginMock.mockResolvedValue(PUBLISHER);
    await showLogin(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await submitLogin('owner@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(loginMock).toHaveBeenCalledWith(kind, { email: 'owner@example.com', password: 'secret1' });
  });

  it('links to the other sign-in pages', async () => {
    await showLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Network owner? Sign in here' })).toHaveAttribute('href', '/login/network');
    expect(screen.getByRole('link', { name: 'Register your network' })).toHaveAttribute('href', '/register/network');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/login/admin');
  });

  it("on a network's own domain offers no network registration and no admin sign-in", async () => {
    const platform = useTheme.getState().brand;
    useTheme.getState().setBrand({ networkId: 'acme', companyName: 'Acme Media', logoUrl: null });
    try {
      await showLogin();
      expect(screen.getByRole('link', { name: 'Network owner? Sign in here' })).toHaveAttribute(
        'href',
        '/login/network',
      );
      expect(screen.queryByRole('link', { name: 'Register your network' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    } finally {
      act(() => useTheme.getState().setBrand(platform));
    }
  });

  it('tells an account with the right password which sign-in page is his, with a link, and no error toast', async () => {
    const notify = recordToasts();
    loginMock.mockRejectedValue(serverError('This account signs in on another page', 400, 'USE_MEMBER_SIGN_IN'));
    await showLogin('/login/network');
    await submitLogin('ana@example.com', 'secret1');
    const hint = await screen.findByRole('alert');
    expect(hint).toHaveTextContent('This is a publisher or advertiser account');
    expect(within(hint).getByRole('link', { name: 'Go to the publisher and advertiser sign-in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(useSession.getState().user).toBeNull();
  });
});
