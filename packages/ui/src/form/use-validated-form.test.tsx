import { ApiError, changeLanguage, i18n } from '@affnet/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../components/render-themed';
import { email, maxLength, password, required, sameAs } from './field-rules';
import { FormTextField } from './form-text-field';
import { useValidatedForm } from './use-validated-form';

interface Account {
  email: string;
  password: string;
  confirm: string;
}

function AccountForm({ send }: { send: (values: Account) => Promise<void> }) {
  const form = useValidatedForm<Account>({
    defaultValues: { email: '', password: '', confirm: '' },
    rules: { email: [required, email, maxLength(254)], password: [required, password], confirm: [sameAs('password')] },
    serverFields: { 'userDetails.email': 'email' },
  });
  return (
    <form noValidate onSubmit={form.submit(send)}>
      <FormTextField label="Email" {...form.field('email')} />
      <FormTextField label="Password" type="password" {...form.field('password', { deps: ['confirm'] })} />
      <FormTextField label="Confirm" type="password" {...form.field('confirm')} />
      <button type="submit">{form.sending ? 'Sending' : 'Create'}</button>
    </form>
  );
}

const setup = (send = jest.fn(async () => {})) => {
  renderThemed(<AccountForm send={send} />);
  return { user: userEvent.setup(), send };
};

beforeEach(() => act(() => changeLanguage('en')));

test('a submit shows each broken rule on its field, names the field and focuses the first', async () => {
  const { user, send } = setup();
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const emailInput = screen.getByLabelText('Email');
  expect(emailInput).toHaveAccessibleDescription('Email is required');
  expect(emailInput).toHaveAttribute('aria-invalid', 'true');
  expect(emailInput).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  expect(send).not.toHaveBeenCalled();
});

test('leaving an empty field says nothing; leaving a filled wrong one says what is wrong', async () => {
  const { user } = setup();
  await user.click(screen.getByLabelText('Email'));
  await user.tab();
  expect(screen.queryByRole('alert')).toBeNull();
  await user.type(screen.getByLabelText('Email'), 'not-an-address');
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
});

test('after a submit the messages follow the typing, and a fixed field loses its message', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Password'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Use at least 8 characters with a letter and a digit',
  );
  await user.type(screen.getByLabelText('Password'), 'defgh1');
  expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
});

test('a rule comparing two fields sees the whole form', async () => {
  const { user, send } = setup();
  await user.type(screen.getByLabelText('Email'), 'a@b.io');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm'), 'secret124');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('The passwords do not match');
  await user.type(screen.getByLabelText('Confirm'), '{Backspace}3');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(send).toHaveBeenCalledWith({ email: 'a@b.io', password: 'secret123', confirm: 'secret123' });
});

test('a rule message follows a language change', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await act(() => changeLanguage('de'));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email ist erforderlich');
});

test("the server's refusal of a field lands on it in the user's language until it is edited", async () => {
  const refusal = new ApiError('email taken', 400, 'EMAIL_TAKEN', {
    err: 1,
    msg: 'email taken',
    field: 'userDetails.email',
  } as never);
  const { user } = setup(jest.fn(async () => Promise.reject(refusal)));
  await user.type(screen.getByLabelText('Email'), 'a@b.io');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const emailInput = screen.getByLabelText('Email');
  expect(emailInput).toHaveAccessibleDescription(i18n.t('errors:EMAIL_TAKEN'));
  expect(emailInput).toHaveFocus();
  await user.type(emailInput, 'x');
  expect(emailInput).not.toHaveAccessibleDescription();
});

test('a second submit while the first is sending is ignored', async () => {
  let finish = () => {};
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = setup(send);
  await user.type(screen.getByLabelText('Email'), 'a@b.io');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await user.click(screen.getByRole('button', { name: 'Sending' }));
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
});

function NoteForm({ onFailure }: { onFailure: (message: string) => void }) {
  const form = useValidatedForm<{ note: string }>({ defaultValues: { note: 'x' }, rules: {}, onFailure });
  const refuse = () => Promise.reject(new ApiError('busy', 503, undefined));
  return (
    <form noValidate onSubmit={form.submit(refuse)}>
      <FormTextField label="Note" {...form.field('note')} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a failure about none of the fields goes where the form says, in the user language', async () => {
  const onFailure = jest.fn();
  renderThemed(<NoteForm onFailure={onFailure} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(onFailure).toHaveBeenCalledWith(i18n.t('errors:status.5xx'));
  expect(screen.getByLabelText('Note')).not.toHaveAccessibleDescription();
});

test('after a submit, a changed field checks the fields that depend on it again', async () => {
  const { user } = setup();
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('The passwords do not match');
  await user.type(screen.getByLabelText('Password'), '{Backspace}');
  expect(screen.getByLabelText('Confirm')).not.toHaveAccessibleDescription();
});
