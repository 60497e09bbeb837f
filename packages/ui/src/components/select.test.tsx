import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from './render-themed';
import { SelectField } from './select';

test('SelectField is named by its label and reports the choice', async () => {
  const onChange = jest.fn();
  renderThemed(
    <SelectField label="Status" value="active" onChange={(e) => onChange(e.target.value)}>
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </SelectField>,
  );
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
  expect(onChange).toHaveBeenCalledWith('inactive');
});
