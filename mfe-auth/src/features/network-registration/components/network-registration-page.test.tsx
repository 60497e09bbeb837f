import { fakeServer, type SentRequest } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthApp from '../../../expose/auth-app';
import { renderPage } from '../../../testing/render-page';

/** (id) and (request) as the page sends them; each resolves with the server's envelope. */
const existsMock = jest.fn();
const registerMock = jest.fn();

const TAKEN = new Set(['acme', 'globex']);

beforeEach(() => {
  existsMock.mockReset();
  existsMock.mockImplementation(async (id: string) => ({ err: 0, msg: '', payload: { exists: TAKEN.has(id) } }));
  registerMock.mockReset();
  fakeServer({
    'GET /user/network_id/exists/:id': ({ path }: SentRequest) => existsMock(path.id),
    'POST /user/network/register': ({ body }: SentRequest) => registerMock(body),
  });
});

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Company name'), 'Initech');
  await user.type(screen.getByLabelText('Your name'), 'Bill Lumbergh');
  await user.type(screen.getByLabelText('Email'), 'bill@initech.test');
  await user.type(screen.getByLabelText('Password'), 'tps-report7');
  await user.type(screen.getByLabelText('Confirm password'), 'tps-report7');
}

describe('network registration', () => {
  it('says a network id is taken and blocks the submit until it is changed', async () => {
    await renderPage(<AuthApp basePath="" />, '/register/network');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Network ID'), 'Acme');
    expect(screen.getByLabelText('Network ID')).toHaveValue('acme');
    expect(await screen.findByText('“acme” is already taken')).toBeInTheDocument();
    // Debounced: one question for the id as typed, not one per key.
    expect(existsMock).toHaveBeenCalledTimes(1);
    expect(existsMock).toHaveBeenCalledWith('acme');
    expect(screen.getByRole('button', { name: 'Register network' })).toBeDisabled();

    await user.type(screen.getByLabelText('Network ID'), '-two');
    expect(await screen.findByText('“acme-two” is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register network' })).toBeEnabled();
  });

  it('does not ask about an id that breaks the rule, and explains the rule', async () => {
    await renderPage(<AuthApp basePath="" />, '/register/network');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Network ID'), 'a_b');
    await user.click(screen.getByRole('button', { name: 'Register network' }));
    expect(screen.getByText('Use 3 to 30 lowercase letters, digits or hyphens')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(existsMock).not.toHaveBeenCalled();
  });

  it('registers the network and says so in the user language with the way to sign in', async () => {
    registerMock.mockResolvedValue({
      err: 0,
      msg: 'Your network initech is ready at initech.localhost',
      payload: { network_id: 'initech', domain: { dashboard: 'initech.localhost' } },
    });
    await renderPage(<AuthApp basePath="" />, '/register/network');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Network ID'), 'initech');
    await fillTheRest(user);
    expect(await screen.findByText('“initech” is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register network' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your network has been created.');
    expect(registerMock).toHaveBeenCalledWith({
      network_id: 'initech',
      company_name: 'Initech',
      name: 'Bill Lumbergh',
      email: 'bill@initech.test',
      password: 'tps-report7',
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in to your network' })).toHaveAttribute('href', '/login/network'),
    );
  });
});
