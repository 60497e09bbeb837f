import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../render-themed';
import { DataTable } from './data-table';
import type { TableColumn } from './table-column';

const COLUMNS: TableColumn[] = [
  { key: 'offer', label: 'Offer', sortable: true },
  { key: 'country', label: 'Country', optional: 'shown' },
  { key: 'click', label: 'Click ID', optional: 'hidden' },
  { key: 'payout', label: 'Payout', numeric: true },
];

function Conversions({ onSort = () => {} }: { onSort?: (column: string) => void }) {
  return (
    <DataTable
      caption="Conversions"
      columns={COLUMNS}
      chooserId="test-conversions"
      sort={{ column: 'offer', order: 'desc', onSort }}
    >
      <tr>
        <td>Summer sale</td>
        <td>DE</td>
        <td>abc123</td>
        <td>$35.00</td>
      </tr>
    </DataTable>
  );
}

beforeEach(() => localStorage.clear());

test('is a named table in a named frame, a header per shown column, sorted as told', async () => {
  const onSort = jest.fn();
  renderThemed(<Conversions onSort={onSort} />);
  const table = screen.getByRole('table', { name: 'Conversions' });
  expect(screen.getByRole('region', { name: 'Conversions' })).toContainElement(table);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Offer ▼', 'Country', 'Payout']);
  expect(within(table).getByRole('columnheader', { name: /Offer/ })).toHaveAttribute('aria-sort', 'descending');
  await userEvent.setup().click(within(table).getByRole('button', { name: /Offer/ }));
  expect(onSort).toHaveBeenCalledWith('offer');
});

test('the column chooser shows and hides optional columns and remembers the choice for the table', async () => {
  const user = userEvent.setup();
  const { unmount } = renderThemed(<Conversions />);
  expect(screen.queryByRole('columnheader', { name: 'Click ID' })).not.toBeInTheDocument();
  expect(screen.getByText('abc123')).not.toBeVisible();
  expect(screen.getByRole('cell', { name: 'DE' })).toBeVisible();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

  await user.click(screen.getByText('Columns'));
  const chooser = screen.getByRole('group', { name: 'Columns shown in Conversions' });
  expect(
    within(chooser)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent),
  ).toEqual(['Country', 'Click ID']);
  await user.click(within(chooser).getByRole('checkbox', { name: 'Click ID' }));
  await user.click(within(chooser).getByRole('checkbox', { name: 'Country' }));
  expect(screen.getByRole('columnheader', { name: 'Click ID' })).toBeVisible();
  expect(screen.getByRole('cell', { name: 'abc123' })).toBeVisible();
  expect(screen.getByText('DE')).not.toBeVisible();

  unmount();
  renderThemed(<Conversions />);
  expect(screen.getByRole('cell', { name: 'abc123' })).toBeVisible();
  expect(screen.getByText('DE')).not.toBeVisible();
});

test('a stored choice that cannot be read falls back to the defaults', () => {
  localStorage.setItem('affnet.table-columns.test-conversions', '{not json');
  renderThemed(<Conversions />);
  expect(screen.getByRole('cell', { name: 'DE' })).toBeVisible();
  expect(screen.getByText('abc123')).not.toBeVisible();
});
