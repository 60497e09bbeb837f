import type { RegistrationRequest } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const registerPublisher = (token: string, data: RegistrationRequest) =>
  call(http.post('/registerPublisher/add', data, { params: { token } }));

export const useRegisterPublisher = (token: string) =>
  useMutation({ mutationFn: (data: RegistrationRequest) => registerPublisher(token, data) });
