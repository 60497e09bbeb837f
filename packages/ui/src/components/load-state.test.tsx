import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError, Loading } from './load-state';
import { renderThemed } from './render-themed';

test('Loading is a status named "Loading…" unless told', () => {
  renderThemed(<Loading />);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});

test('Loading takes the caller’s label', () => {
  renderThemed(<Loading label="Loading offers…" />);
  expect(screen.getByRole('status', { name: 'Loading offers…' })).toBeInTheDocument();
});

test('LoadError shows the message as an alert and retries', async () => {
  const onRetry = jest.fn();
  renderThemed(<LoadError message="The server cannot be reached." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
