import type { PublisherProfile } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** The signed-in publisher's record with their account manager. */
export const getPublisherProfile = () => call<PublisherProfile>(http.get('/api/publisher/get'));
