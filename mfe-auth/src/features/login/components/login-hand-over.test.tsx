import { fakeServer } from '@affnet/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { PUBLISHER, resetSession } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

const loginMock = jest.fn();

beforeEach(() => {
  resetSession();
  loginMock.mockReset();
  fakeServer({ 'POST /user/login': async ({ body }) => [await loginMock(body)] });
});

test('the live form takes what was typed and the focus from the first screen’s form, and checks it', async () => {
  await renderPage(<AuthApp basePath="" />, '/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ana@example');
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example');
  await user.type(screen.getByLabelText('Email'), '.com');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.queryByText('Enter a valid email address')).toBeNull();
  expect(loginMock).not.toHaveBeenCalled();
});

const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

test('a key typed the moment the live form arrives goes into the form the visitor sees, and is sent', async () => {
  loginMock.mockResolvedValue(PUBLISHER);
  // The page runs as in a browser, outside act(): React's reminder about act is expected here, and only it.
  const actReminder = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
    if (!String(message).includes('not wrapped in act')) throw new Error(String(message));
  });
  await renderPage(<AuthApp basePath="" />, '/login');
  const password = screen.getByLabelText('Password');
  fireEvent.input(password, { target: { value: 'Secret-1' } });
  // The live form's code is in: whichever Email field the page shows now is the one that must keep the key.
  await microtasks(20);
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.submit(screen.getByLabelText('Email').closest('form') as HTMLFormElement);
  await waitFor(() => expect(loginMock).toHaveBeenCalledTimes(1));
  expect(loginMock).toHaveBeenCalledWith({ userDetails: { email: 'ana@example.com', password: 'Secret-1' } });
  actReminder.mockRestore();
});
