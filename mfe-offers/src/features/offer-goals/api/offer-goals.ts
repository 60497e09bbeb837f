import type { OfferGoal, OfferGoalInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

const goalsKey = (offerId: number) => ['offers', 'goals', offerId] as const;
const goalsPath = (offerId: number) => `${offerPath(offerId)}/goals`;

/** An offer's goals, the default one first, with the caller's money (server/src/offers/goal-routes.ts). */
export const useOfferGoals = (offerId: number) =>
  useQuery({
    queryKey: goalsKey(offerId),
    queryFn: () => payloadOf<OfferGoal[]>(http.get(goalsPath(offerId))),
  });

/** The owner adds, changes or removes a goal; each answers the offer's goals as saved. */
export function useChangeGoals(offerId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (goals: OfferGoal[]) => {
    queryClient.setQueryData(goalsKey(offerId), goals);
    // Publishers' own payouts name their goal: a renamed or removed goal changes that list too.
    queryClient.invalidateQueries({ queryKey: ['offers', 'publisher-payouts', offerId] });
  };
  const save = useMutation({
    mutationFn: ({ id, goal }: { id: number | null; goal: OfferGoalInput }) =>
      payloadOf<OfferGoal[]>(
        id === null ? http.post(goalsPath(offerId), goal) : http.put(`${goalsPath(offerId)}/${id}`, goal),
      ),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => payloadOf<OfferGoal[]>(http.delete(`${goalsPath(offerId)}/${id}`)),
    onSuccess,
  });
  return { save, remove };
}
