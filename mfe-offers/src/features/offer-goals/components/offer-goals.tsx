import type { Offer, OfferGoal } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage, useViewer } from '@affnet/core';
import { Button, QueryState } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n/goals-translations';
import { formatOfferAmount } from '../../../lib/money';
import { moneyColumnsOf } from '../../../lib/offer-money';
import { useChangeGoals, useOfferGoals } from '../api/offer-goals';
import { draftOf, EMPTY_DRAFT, type GoalDraft } from '../lib/goal-draft';
import { GoalForm } from './goal-form';

/** The goals' columns do not fit a phone: the table scrolls in its own frame, never the page. */
const Frame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/**
 * An offer's goals on its page: the events it pays for, each with its postback value and the viewer's money (a
 * publisher his own payout), shown to other roles once there is more than the default one. The owner adds, edits and removes further goals; the default goal is the offer's own.
 */
export function OfferGoals({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offers');
  const viewer = useViewer();
  const goals = useOfferGoals(offer.id);
  const { remove } = useChangeGoals(offer.id);
  const [draft, setDraft] = useState<GoalDraft>(EMPTY_DRAFT);
  const locale = i18n.language;
  const columns = moneyColumnsOf(viewer);
  const money = (amount: number | undefined) => (amount === undefined ? '' : formatOfferAmount(offer, amount, locale));
  const nameOf = (goal: OfferGoal) => goal.name ?? t('goals.defaultName');
  const caps = (goal: OfferGoal) =>
    [
      goal.daily_cap === null ? null : t('goals.dailyCapValue', { count: goal.daily_cap }),
      goal.monthly_cap === null ? null : t('goals.monthlyCapValue', { count: goal.monthly_cap }),
    ]
      .filter(Boolean)
      .join(', ') || t('goals.noCap');

  const removeOne = (goal: OfferGoal) =>
    remove.mutate(goal.id as number, {
      onSuccess: () => notifySuccess(t('goals.removed', { name: nameOf(goal) })),
      onError: (error) => notifyError(userMessage(error, t)),
    });

  // An offer that pays for one event only says all in its facts (its money once on the page): the table shows once
  // there are further goals, other roles see the section only then.
  const single = (goals.data?.length ?? 0) < 2;
  if (!viewer.isOwner && single) return null;
  return (
    <section aria-labelledby="offer-goals-heading">
      <h2 id="offer-goals-heading">{t('goals.heading')}</h2>
      <p>{t('goals.intro')}</p>
      <QueryState
        query={goals}
        loadingLabel={t('goals.loading')}
        isEmpty={() => single}
        empty={<p>{t('goals.onlyDefault')}</p>}
      >
        {(rows) => (
          // A keyboard reaches the columns the frame scrolls to.
          <Frame tabIndex={0}>
            <table aria-label={t('goals.tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('goals.name')}</th>
                  <th scope="col">{t('goals.postbackValue')}</th>
                  {columns.map((column) => (
                    <th key={column.field} scope="col">
                      {t(column.label)}
                    </th>
                  ))}
                  <th scope="col">{t('goals.caps')}</th>
                  {viewer.isOwner ? <th scope="col">{t('goals.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((goal) => (
                  <tr key={goal.id ?? 'default'}>
                    <td>{nameOf(goal)}</td>
                    <td>{goal.slug === null ? t('goals.noValue') : <code>goal={goal.slug}</code>}</td>
                    {columns.map((column) => (
                      <td key={column.field}>{money(goal[column.field])}</td>
                    ))}
                    <td>{caps(goal)}</td>
                    {viewer.isOwner ? (
                      <td>
                        {goal.id === null ? (
                          t('goals.defaultNote')
                        ) : (
                          <>
                            <Button
                              type="button"
                              $variant="link"
                              aria-label={t('goals.editLabel', { name: nameOf(goal) })}
                              onClick={() => setDraft(draftOf(offer, goal, locale))}
                            >
                              {t('goals.edit')}
                            </Button>{' '}
                            <Button
                              type="button"
                              $variant="link"
                              aria-label={t('goals.removeLabel', { name: nameOf(goal) })}
                              disabled={remove.isPending}
                              onClick={() => removeOne(goal)}
                            >
                              {t('goals.remove')}
                            </Button>
                          </>
                        )}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </Frame>
        )}
      </QueryState>
      {viewer.isOwner ? (
        // A new form for each goal edited, so its fields start from that goal.
        <GoalForm key={draft.id ?? 'new'} offer={offer} draft={draft} onDone={() => setDraft(EMPTY_DRAFT)} />
      ) : null}
    </section>
  );
}
