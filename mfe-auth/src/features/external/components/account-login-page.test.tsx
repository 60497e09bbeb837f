import { ACCOUNT_LOGIN_TYPE } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { fakeServer, type SentRequest, serverError } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthApp from '../../../expose/auth-app';
import { PUBLISHER, resetSession } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

/** Called with the account token; resolves with the user record the server sends in payload[0]. */
const accountLoginMock = jest.fn();

beforeEach(() => {
  resetSession();
  accountLoginMock.mockReset();
  fakeServer({
    'POST /user/account/login': async ({ body }: SentRequest) => [
      await accountLoginMock((body as { accountToken: string }).accountToken),
    ],
  });
});

describe('/ext/login hand-off', () => {
  it('trades the account token for a session and opens the dashboard', async () => {
    const user = { ...PUBLISHER, loginType: ACCOUNT_LOGIN_TYPE, accountToken: 'acc-1' };
    accountLoginMock.mockResolvedValue(user);
    await renderPage(<AuthApp basePath="" />, '/ext/login?accountToken=acc-1');
    expect(screen.getByRole('status', { name: 'Signing you in…' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(accountLoginMock).toHaveBeenCalledTimes(1);
    expect(accountLoginMock).toHaveBeenCalledWith('acc-1');
    expect(useSession.getState().user).toEqual(user);
  });

  it('explains a refused token and links back to sign-in', async () => {
    accountLoginMock.mockRejectedValue(
      serverError('This sign-in link is invalid or has expired', 400, 'INVALID_ACCOUNT_TOKEN'),
    );
    await renderPage(<AuthApp basePath="" />, '/ext/login?accountToken=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    expect(useSession.getState().user).toBeNull();
  });

  it('does not call the server without a token', async () => {
    await renderPage(<AuthApp basePath="" />, '/ext/login');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    expect(accountLoginMock).not.toHaveBeenCalled();
  });
});
