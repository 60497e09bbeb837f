import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const forgotPassword = (email: string) => call(http.post('/auth/forgetpassword', { email }));

/** Asks for a reset link; the answer's message is what the page shows. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
