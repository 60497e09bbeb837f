import { POSTBACK_MACROS } from '@affnet/contracts';
import { Button, DataTable, Input, Muted, Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { macroOf, macroToken, type ParameterRow } from '../lib/postback-url';

const FREE_TEXT = '';

/** The row value for a choice of the select: the macro's token, or empty text to type into. */
function valueFor(choice: string): string {
  const macro = POSTBACK_MACROS.find((m) => m === choice);
  return macro ? macroToken(macro) : '';
}

const ValueCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  select, input { min-width: 10rem; flex: 1; }
`;

/** The URL's query as rows of name → value, a value being a macro or free text. Changes go back through `onChange`. */
export function ParameterRows({ rows, onChange }: { rows: ParameterRow[]; onChange: (rows: ParameterRow[]) => void }) {
  const { t } = useTranslation('postbacks');
  const change = (index: number, update: Partial<ParameterRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...update } : row)));
  return (
    <>
      {rows.length === 0 ? (
        <Muted>{t('form.noParameters')}</Muted>
      ) : (
        <DataTable
          caption={t('form.parameters')}
          columns={[
            { key: 'name', label: t('form.name') },
            { key: 'value', label: t('form.value') },
            { key: 'remove', label: t('column.actions'), labelHidden: true },
          ]}
        >
          {rows.map((row, index) => {
            const n = index + 1;
            const macro = macroOf(row.value);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; names repeat
              <tr key={index}>
                <td>
                  <Input
                    aria-label={t('form.parameterName', { n })}
                    value={row.name}
                    onChange={(e) => change(index, { name: e.target.value })}
                  />
                </td>
                <td>
                  <ValueCell>
                    <Select
                      aria-label={t('form.parameterValue', { n })}
                      value={macro ?? FREE_TEXT}
                      onChange={(e) => change(index, { value: valueFor(e.target.value) })}
                    >
                      <option value={FREE_TEXT}>{t('form.freeText')}</option>
                      {POSTBACK_MACROS.map((m) => (
                        <option key={m} value={m}>
                          {macroToken(m)}
                        </option>
                      ))}
                    </Select>
                    {macro ? null : (
                      <Input
                        aria-label={t('form.parameterText', { n })}
                        value={row.value}
                        onChange={(e) => change(index, { value: e.target.value })}
                      />
                    )}
                  </ValueCell>
                </td>
                <td>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('form.removeParameter', { n })}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Button type="button" $variant="secondary" onClick={() => onChange([...rows, { name: '', value: '' }])}>
        {t('form.addParameter')}
      </Button>
    </>
  );
}
