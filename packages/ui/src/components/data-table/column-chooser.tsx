import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TableColumn } from './table-column';
import { isShown } from './use-column-choice';

const Chooser = styled.details`
  margin-block: 0.75rem;
  summary {
    display: inline-block;
    cursor: pointer;
    font-weight: 600;
    padding: 0.4rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0.5rem 0 0;
    padding: 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
  }
  legend { padding-inline: 0.25rem; }
  label { display: inline-flex; align-items: center; gap: 0.4rem; }
`;

interface ColumnChooserProps {
  table: string;
  columns: TableColumn[];
  choice: Record<string, boolean>;
  onChange: (key: string, shown: boolean) => void;
}

/**
 * "Columns": one checkbox per optional column of a table, to show only what the user reads. The boxes exist only
 * while it is open, so a closed chooser adds no second "Country" beside a filter of that name.
 */
export function ColumnChooser({ table, columns, choice, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const optional = columns.filter((column) => column.optional);
  if (optional.length === 0) return null;
  return (
    <Chooser open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('table.columns')}</summary>
      {open ? (
        <fieldset>
          <legend>{t('table.columnsOf', { table })}</legend>
          {optional.map((column) => (
            <label key={column.key}>
              <input
                type="checkbox"
                checked={isShown(column, choice)}
                onChange={(e) => onChange(column.key, e.target.checked)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </Chooser>
  );
}
