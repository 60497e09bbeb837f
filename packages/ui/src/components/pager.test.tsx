import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageCount } from './pager';
import { renderThemed } from './render-themed';

test('says which rows are shown and moves a page at a time', async () => {
  const onPage = jest.fn();
  renderThemed(<Pager page={2} limit={20} total={57} onPage={onPage} />);
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  expect(screen.getByText('21–40 of 57')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPage.mock.calls).toEqual([[1], [3]]);
});

test('cannot go before the first page or past the last; label and status can be the caller’s', () => {
  renderThemed(<Pager page={1} limit={20} total={0} onPage={() => {}} label="Pages of networks" status="Nothing" />);
  expect(screen.getByRole('navigation', { name: 'Pages of networks' })).toHaveTextContent('Nothing');
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('pageCount is at least one', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(40, 20)).toBe(2);
  expect(pageCount(41, 20)).toBe(3);
});
