import { call, http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getExportsQueryOptions } from './get-exports';
import { jobPath } from './job-path';

export const deleteExport = async (id: number): Promise<void> => {
  await call(http.delete(jobPath(id)));
};

/** Takes the job out of the list at once. */
export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExport,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(getExportsQueryOptions().queryKey, (jobs) => jobs?.filter((j) => j.id !== id)),
  });
}
