import type { RegistrationRequest } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const registerAdvertiser = (token: string, data: RegistrationRequest) =>
  call(http.post('/registerAdvertiser/add', data, { params: { token } }));

export const useRegisterAdvertiser = (token: string) =>
  useMutation({ mutationFn: (data: RegistrationRequest) => registerAdvertiser(token, data) });
