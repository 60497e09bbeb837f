import { GOAL_SLUG_PATTERN, MAX_GOAL_SLUG_LENGTH } from '@affnet/contracts';
import { Input, Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field } from '../../../components/field';
import { useOfferGoals } from '../api/get-offer-goals';

/** A goal's postback value as /postback and the conversions list take it. */
const GOAL_VALUE = new RegExp(GOAL_SLUG_PATTERN);

/** The goal as typed, as the list asks for it; `error` when no goal could be named so. */
export function goalFilterOf(typed: string | undefined): { goal?: string; error?: boolean } {
  const goal = typed?.trim().toLowerCase();
  if (!goal) return {};
  return GOAL_VALUE.test(goal) && goal.length <= MAX_GOAL_SLUG_LENGTH ? { goal } : { error: true };
}

const Problem = styled.span`
  color: var(--color-danger, #b3261e);
  font-size: 0.85rem;
  max-inline-size: 16rem;
`;

interface Props {
  offerId: number | undefined;
  value: string | undefined;
  error: boolean;
  onChange: (goal: string) => void;
}

/**
 * The goal filter: once an offer is chosen and it has goals, a choice of them by name (its default one included);
 * otherwise the goal's postback value typed, checked on the field before the list is asked.
 */
export function GoalFilter({ offerId, value, error, onChange }: Props) {
  const { t } = useTranslation('statistics');
  const goals = useOfferGoals(offerId);
  const named = goals.data && goals.data.length > 1 ? goals.data : null;
  return (
    <Field label={t('column.goal')}>
      {(id) =>
        named ? (
          <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('filter.allGoals')}</option>
            {named.map((goal) => (
              <option key={goal.slug ?? 'default'} value={goal.slug ?? 'default'}>
                {goal.name ?? t('goal.default')}
              </option>
            ))}
          </Select>
        ) : (
          <>
            <Input
              id={id}
              value={value ?? ''}
              placeholder={t('filter.goalExample')}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-problem` : undefined}
              onChange={(e) => onChange(e.target.value)}
            />
            {error ? <Problem id={`${id}-problem`}>{t('filter.goalInvalid')}</Problem> : null}
          </>
        )
      }
    </Field>
  );
}
