import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const resetPassword = (link: string, password: string) =>
  call(http.post('/auth/resetpassword', { link, password }));

export const useResetPassword = (link: string) =>
  useMutation({ mutationFn: (password: string) => resetPassword(link, password) });
