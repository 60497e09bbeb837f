import { ApiError, changeLanguage } from '@affnet/core';
import { fakeServer, recordToasts, type SentRequest, serverError } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { renderPage } from '../../../testing/render-page';

/** (token) and (token, request) as the page sends them; each resolves with the server's envelope. */
const inviteMock = jest.fn();
const advertiserMock = jest.fn();
const publisherMock = jest.fn();
const registration =
  (register: jest.Mock) =>
  ({ params, body }: SentRequest) =>
    register(params?.token, body);

const invite = (kind: 'publisher' | 'advertiser') => ({
  err: 0 as const,
  msg: '',
  payload: { kind, company_name: 'Acme Ads', network_id: 'acme' },
});

beforeEach(() => {
  jest.resetAllMocks();
  fakeServer({
    'GET /api/invite/:token': ({ path }: SentRequest) => inviteMock(path.token),
    'POST /registerAdvertiser/add': registration(advertiserMock),
    'POST /registerPublisher/add': registration(publisherMock),
  });
});
afterEach(() => jest.restoreAllMocks());

describe('registration by invitation', () => {
  it('greets the invitee with the network name', async () => {
    inviteMock.mockResolvedValue(invite('publisher'));
    await renderPage(<AuthApp basePath="" />, '/register/publisher?token=inv-1');
    expect(await screen.findByRole('heading', { name: 'Join Acme Ads as a publisher' })).toBeInTheDocument();
    expect(inviteMock).toHaveBeenCalledWith('inv-1');
    for (const label of ['Your name', 'Company name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows the server message for an invalid invitation', async () => {
    inviteMock.mockRejectedValue(serverError('This invitation link is invalid or has expired', 404, 'INVALID_INVITE'));
    await renderPage(<AuthApp basePath="" />, '/register/advertiser?token=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('/ext/register creates the kind of account the invitation is for', async () => {
    const notify = recordToasts();
    inviteMock.mockResolvedValue(invite('advertiser'));
    advertiserMock.mockResolvedValue({ err: 0, msg: 'Registered' });
    await renderPage(<AuthApp basePath="" />, '/ext/register?token=inv-2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Dana');
    await user.type(screen.getByLabelText('Company name'), 'Dana Shop');
    await user.type(screen.getByLabelText('Email'), 'dana@shop.test');
    await user.type(screen.getByLabelText('Password'), 'shop-2024x');
    await user.type(screen.getByLabelText('Confirm password'), 'shop-2024x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(advertiserMock).toHaveBeenCalledWith('inv-2', {
      name: 'Dana',
      company_name: 'Dana Shop',
      email: 'dana@shop.test',
      password: 'shop-2024x',
    });
    expect(publisherMock).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('success', 'Your account has been created. You can sign in now.', undefined);
  });

  it('shows a taken email on the email field in German, not the server text', async () => {
    const notify = recordToasts();
    inviteMock.mockResolvedValue(invite('advertiser'));
    const msg = 'email: an account with this email already exists';
    advertiserMock.mockRejectedValue(
      new ApiError(msg, 400, 'EMAIL_TAKEN', { err: 1, msg, code: 'EMAIL_TAKEN', field: 'email' }),
    );
    await changeLanguage('de');
    const page = await renderPage(<AuthApp basePath="" />, '/register/advertiser?token=inv-3');
    try {
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Ihr Name'), 'Dana');
      await user.type(screen.getByLabelText('Firmenname'), 'Dana Shop');
      await user.type(screen.getByLabelText('E-Mail'), 'dana@shop.test');
      await user.type(screen.getByLabelText('Passwort'), 'shop-2024x');
      await user.type(screen.getByLabelText('Passwort bestätigen'), 'shop-2024x');
      await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
      const email = screen.getByLabelText('E-Mail');
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription('Es gibt bereits ein Konto mit dieser E-Mail-Adresse.');
      expect(email).toHaveFocus();
      expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
      expect(notify).not.toHaveBeenCalled();
      await user.type(email, 'x');
      expect(email).not.toHaveAttribute('aria-invalid');
    } finally {
      page.unmount();
      await changeLanguage('en');
    }
  });
});
