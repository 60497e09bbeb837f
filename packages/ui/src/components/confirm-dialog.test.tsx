import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { renderThemed } from './render-themed';

function open(focus?: 'cancel' | 'confirm', busy = false) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderThemed(
    <>
      <button type="button">Opener</button>
      <ConfirmDialog
        title="Delete the postback?"
        message="It stops at once."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
        focus={focus}
      />
    </>,
  );
  return { onConfirm, onCancel };
}

test('is a modal alert dialog named by its title and described by its message', () => {
  open();
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the postback?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('It stops at once.');
});

test('Cancel has the focus unless told; Escape and Cancel cancel, the action confirms', async () => {
  const user = userEvent.setup();
  const { onConfirm, onCancel } = open();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('focus="confirm" puts the focus on the action', () => {
  open('confirm');
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});

test('the action is disabled while busy', () => {
  open('cancel', true);
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
});

test('the focus goes back to the opener when the dialog closes', () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const { unmount } = renderThemed(
    <ConfirmDialog title="T" message="M" confirmLabel="OK" busy={false} onConfirm={() => {}} onCancel={() => {}} />,
  );
  expect(opener).not.toHaveFocus();
  unmount();
  expect(opener).toHaveFocus();
  opener.remove();
});
