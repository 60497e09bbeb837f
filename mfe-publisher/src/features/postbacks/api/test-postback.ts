import type { PostbackTestResult } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

/** Fires the URL once with sample values and reports the HTTP status and the time. */
export const testPostback = (url: string) => payloadOf<PostbackTestResult>(http.post('/api/postbacks/test', { url }));

export const useTestPostback = () => useMutation({ mutationFn: testPostback });
