import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_SENT_ATTRIBUTE, FIRST_SCREEN_STYLE_ID } from '@affnet/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { takeOverFirstScreen } from './take-over';

/** A live form that, like many, builds its next values from those of its last render. */
function LiveForm({ onSend }: { onSend: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ email: '', password: '', language: 'en' });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <label>
        Email
        <input type="email" {...field('email')} />
      </label>
      <label>
        Password
        <input type="password" {...field('password')} />
      </label>
      <select aria-label="Language" {...field('language')}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The page as the server drew it: its style, then its copy of the form, in which the visitor typed. */
function drawFirstScreen({ sent }: { sent: boolean }) {
  const style = Object.assign(document.createElement('style'), { id: FIRST_SCREEN_STYLE_ID });
  document.head.append(style);
  const drawn = Object.assign(document.createElement('div'), { id: FIRST_SCREEN_ELEMENT_ID });
  drawn.innerHTML =
    '<form><input type="email" name="email" value=""><input type="password" name="password" value="">' +
    '<input name="untouched" value="as drawn"><select name="language"><option value="en" selected>English</option>' +
    '<option value="fr">Français</option></select><button type="submit">Sign in</button></form>';
  document.body.prepend(drawn);
  const [email, password] = drawn.querySelectorAll('input');
  if (!email || !password) throw new Error('no inputs drawn');
  email.value = 'ana@example.com';
  password.value = 'secret1';
  password.focus();
  password.setSelectionRange(2, 4);
  const select = drawn.querySelector('select');
  if (select) select.value = 'fr';
  if (sent) drawn.querySelector('form')?.setAttribute(FIRST_SCREEN_SENT_ATTRIBUTE, '');
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
});

describe('the live page taking over the first screen the server drew', () => {
  it('removes the drawn page and its style, and keeps what was typed, chosen and focused', async () => {
    const onSend = jest.fn();
    const { container } = render(<LiveForm onSend={onSend} />);
    drawFirstScreen({ sent: false });
    takeOverFirstScreen(container);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(document.getElementById(FIRST_SCREEN_STYLE_ID)).toBeNull();
    // Shown at once, before the page has been told.
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
    // Then the page's own state holds every field: a submit sends them all.
    await waitFor(() => expect(screen.getByLabelText('Language')).toHaveValue('fr'));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('secret1'));
    screen.getByRole('button', { name: 'Sign in' }).click();
    expect(onSend).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1', language: 'fr' });
  });

  it('sends a form the visitor sent on the drawn page, with what was typed', async () => {
    const onSend = jest.fn();
    const { container } = render(<LiveForm onSend={onSend} />);
    drawFirstScreen({ sent: true });
    takeOverFirstScreen(container);
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret1', language: 'fr' }),
    );
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a drawn page, and only once', async () => {
    const onSend = jest.fn();
    const { container } = render(<LiveForm onSend={onSend} />);
    takeOverFirstScreen(container);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    drawFirstScreen({ sent: true });
    takeOverFirstScreen(container);
    takeOverFirstScreen(container);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});
