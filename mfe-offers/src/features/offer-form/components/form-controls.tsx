import { Select } from '@affnet/ui';
import { type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label, legend { font-weight: 600; font-size: 0.9rem; }
`;

const Area = styled.textarea`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  padding: 0.5rem 0.75rem;
  min-height: 5rem;
`;

const Group = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  label { font-weight: 400; display: inline-flex; gap: 0.35rem; align-items: center; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
  flex-basis: 100%;
`;

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input; takes a validated form's `register(name)`. */
export function TextAreaField({ label, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Area id={id} {...area} />
    </Field>
  );
}

type ChoiceFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled choice; takes a validated form's `register(name)`. */
export function ChoiceField({ label, children, ...select }: ChoiceFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...select}>
        {children}
      </Select>
    </Field>
  );
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  hint: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  checked: readonly T[];
  onChange: (values: T[]) => void;
}

/** A set of checkboxes under one legend; none checked means "all". */
export function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  labelOf,
  checked,
  onChange,
}: CheckboxGroupProps<T>) {
  const toggle = (value: T, on: boolean) =>
    onChange(on ? options.filter((o) => o === value || checked.includes(o)) : checked.filter((c) => c !== value));
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={checked.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {labelOf(option)}
        </label>
      ))}
      <Hint>{hint}</Hint>
    </Group>
  );
}
