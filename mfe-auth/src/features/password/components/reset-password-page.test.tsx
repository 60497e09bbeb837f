import { fakeServer, recordToasts, type SentRequest, serverError } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { deferred } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

/** (link) and (link, password) as the page sends them; each resolves with the server's envelope. */
const checkMock = jest.fn();
const resetMock = jest.fn();

const showReset = (path = '/reset-password?link=tok-123') => renderPage(<AuthApp basePath="" />, path);

beforeEach(() => {
  checkMock.mockReset();
  resetMock.mockReset();
  fakeServer({
    'POST /auth/checkurl': ({ body }: SentRequest) => checkMock((body as { link: string }).link),
    'POST /auth/resetpassword': ({ body }: SentRequest) => {
      const { link, password } = body as { link: string; password: string };
      return resetMock(link, password);
    },
  });
});
afterEach(() => jest.restoreAllMocks());

describe('reset password page', () => {
  it('shows a spinner while the link is being checked', async () => {
    const pending = deferred<unknown>();
    checkMock.mockReturnValue(pending.promise);
    await showReset();
    expect(screen.getByRole('status', { name: 'Checking your link…' })).toBeInTheDocument();
    expect(checkMock).toHaveBeenCalledWith('tok-123');
    pending.resolve({ err: 0, msg: '', payload: { email: 'ana@example.com' } });
    expect(await screen.findByText('Set a new password for ana@example.com.')).toBeInTheDocument();
  });

  it('explains an invalid link and offers a new one', async () => {
    checkMock.mockRejectedValue(serverError('This reset link is invalid or has expired', 400, 'INVALID_RESET_LINK'));
    await showReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('does not ask the server about a missing link', async () => {
    await showReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('checks the password rule and the confirmation', async () => {
    checkMock.mockResolvedValue({ err: 0, msg: '', payload: { email: 'ana@example.com' } });
    await showReset();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Use at least 8 characters with a letter and a digit')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('saves the new password, says so and goes to sign-in', async () => {
    const notify = recordToasts();
    checkMock.mockResolvedValue({ err: 0, msg: '', payload: { email: 'ana@example.com' } });
    resetMock.mockResolvedValue({ err: 0, msg: 'Password changed' });
    await showReset();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret9');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(resetMock).toHaveBeenCalledWith('tok-123', 'new-secret9');
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Your password has been changed. You can sign in with it now.',
      undefined,
    );
  });
});
