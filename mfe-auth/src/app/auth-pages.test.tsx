import { signOut, useTheme } from '@affnet/core';
import { recordToasts, serverError } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthApp from '../expose/auth-app';
import { deferred } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';

jest.mock('@affnet/core', () => ({ ...jest.requireActual('@affnet/core'), signOut: jest.fn() }));
const signOutMock = jest.mocked(signOut);

afterEach(() => {
  jest.restoreAllMocks();
  useTheme.getState().setBrand({ networkId: null, companyName: 'affnet', logoUrl: null });
});

describe('auth pages', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/forgot-password', 'Reset your password'],
    ['/register/network', 'Register your network'],
  ])('%s shows its page', async (path, heading) => {
    await renderPage(<AuthApp basePath="" />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/ext', '/ext/unknown', '/nowhere', '/login/elsewhere'])('%s goes to /login', async (path) => {
    await renderPage(<AuthApp basePath="" />, path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the brand of the host network', async () => {
    useTheme.getState().setBrand({ networkId: 'acme', companyName: 'Acme Ads', logoUrl: '/uploads/acme/logo.png' });
    await renderPage(<AuthApp basePath="" />, '/login');
    expect(screen.getByRole('img', { name: 'Acme Ads' })).toHaveAttribute('src', '/uploads/acme/logo.medium.png');
    expect(screen.getByText('Acme Ads')).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Acme Ads');
  });

  it('/logout shows a spinner, signs out and goes to /login', async () => {
    const pending = deferred<void>();
    signOutMock.mockReturnValue(pending.promise);
    await renderPage(<AuthApp basePath="" />, '/logout');
    expect(screen.getByRole('status', { name: 'Signing you out…' })).toBeInTheDocument();
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(signOutMock).toHaveBeenCalledTimes(1);
  });

  it('/logout still reaches /login when the server cannot be told, with a note', async () => {
    const notify = recordToasts();
    signOutMock.mockRejectedValue(serverError('Session already ended', 400));
    await renderPage(<AuthApp basePath="" />, '/logout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(notify).toHaveBeenCalledWith('error', 'This value is not accepted.', undefined);
  });
});
