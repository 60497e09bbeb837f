import type { NetworkRegistrationRequest } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const registerNetwork = (data: NetworkRegistrationRequest) => call(http.post('/user/network/register', data));

export const useRegisterNetwork = () => useMutation({ mutationFn: registerNetwork });
