import { fakeServer } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { resetSession } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

const loginMock = jest.fn();

beforeEach(() => {
  resetSession();
  loginMock.mockReset();
  fakeServer({ 'POST /user/login': async () => [await loginMock()] });
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
