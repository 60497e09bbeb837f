import type { StatisticsScope } from './scope';

/**
 * An advertiser sees his conversions and figures, not who sent them: a publisher's name, email and Sub IDs would let
 * him deal with the publisher around the network. Where a row needs a publisher he gets this alias, the same for the
 * same publisher every time (a user id belongs to one network).
 */
export const hidesPublishers = (scope: Pick<StatisticsScope, 'role'>) => scope.role === 'advertiser';

export const publisherAlias = (publisherId: number | string) => `Publisher ${publisherId}`;
