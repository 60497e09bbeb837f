import { fakeServer, type SentRequest } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { renderPage } from '../../../testing/render-page';

/** Called with the address; resolves with the server's envelope. */
const forgotPassword = jest.fn();
beforeEach(() =>
  fakeServer({
    'POST /auth/forgetpassword': ({ body }: SentRequest) => forgotPassword((body as { email: string }).email),
  }),
);

it("sends the reset request and says, in the user's language, that a link is on its way", async () => {
  forgotPassword.mockResolvedValue({ err: 0, msg: 'Check your inbox for a reset link' });
  await renderPage(<AuthApp basePath="" />, '/forgot-password');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'If an account exists for this address, a reset link is on its way.',
  );
  expect(forgotPassword).toHaveBeenCalledWith('ana@example.com');
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
});
