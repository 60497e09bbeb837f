import { ApiError } from '@affnet/core';
import { recordToasts, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GLOBEX, mockRemotesApi, showRemotesPage } from '../testing/remotes-harness';

let api: ReturnType<typeof mockRemotesApi>;
beforeEach(() => {
  jest.restoreAllMocks();
  signInAs('admin');
  api = mockRemotesApi();
  recordToasts();
});

const HINT = 'How the audit log names its changes, e.g. offers-team';
const tokenForm = async () => screen.findByRole('form', { name: 'New deploy token' });

it('asks for a team name, then creates a token for one remote and the networks ticked', async () => {
  api.post.mockResolvedValue({
    data: { err: 0, msg: 'ok', payload: { id: 5, name: 'Team Blue', token: 'dt_secret' } },
    status: 200,
  } as never);
  showRemotesPage();
  const user = userEvent.setup();
  const form = await tokenForm();
  await user.click(within(form).getByRole('button', { name: 'Create token' }));
  expect(within(form).getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription(
    'Team name: enter a name.',
  );
  expect(api.post).not.toHaveBeenCalled();
  await user.type(within(form).getByRole('textbox', { name: 'Team name' }), ' Team Blue ');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'mfe_statistics');
  await user.click(within(form).getByRole('checkbox', { name: GLOBEX.name }));
  await user.click(within(form).getByRole('button', { name: 'Create token' }));
  expect(api.post).toHaveBeenCalledWith('/api/remotes/deploy-tokens', {
    name: 'Team Blue',
    remote: 'mfe_statistics',
    network_ids: [GLOBEX.id],
  });
  // The next token starts afresh, for the same remote.
  expect(await within(form).findByRole('textbox', { name: 'Team name' })).toHaveValue('');
  expect(within(form).getByRole('checkbox', { name: GLOBEX.name })).not.toBeChecked();
  expect(within(form).getByRole('combobox', { name: 'Remote' })).toHaveValue('mfe_statistics');
});

it('says a refusal of the network list above the form, and one of the name under it', async () => {
  const refusal = (field: string) =>
    new ApiError(`${field}: unknown`, 400, 'INVALID_INPUT', { err: 1, msg: `${field}: unknown`, field });
  api.post.mockRejectedValueOnce(refusal('network_ids')).mockRejectedValueOnce(refusal('name'));
  showRemotesPage();
  const user = userEvent.setup();
  const form = await tokenForm();
  await user.type(within(form).getByRole('textbox', { name: 'Team name' }), 'Team Blue');
  await user.click(within(form).getByRole('button', { name: 'Create token' }));
  expect(await within(form).findByRole('alert')).toBeInTheDocument();
  const name = within(form).getByRole('textbox', { name: 'Team name' });
  expect(name).toHaveAccessibleDescription(HINT);
  await user.click(within(form).getByRole('button', { name: 'Create token' }));
  await waitFor(() => expect(name).not.toHaveAccessibleDescription(HINT));
  expect(name).toHaveFocus();
});
