import { MAX_NETWORK_ID_LENGTH, MIN_NETWORK_ID_LENGTH, NETWORK_ID_PATTERN } from '@affnet/contracts';
import type { FieldRule } from '@affnet/ui';

const NETWORK_ID = new RegExp(NETWORK_ID_PATTERN);

/** The contracts' rule of a network id: its length and its characters, with one message for both. */
export const networkId: FieldRule<unknown> = (value) =>
  value.length >= MIN_NETWORK_ID_LENGTH && value.length <= MAX_NETWORK_ID_LENGTH && NETWORK_ID.test(value)
    ? null
    : { key: 'auth:networkIdRule' };
