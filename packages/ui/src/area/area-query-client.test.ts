import type { CurrentUser } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { createAreaQueryClient } from './area-query-client';

const userWith = (token: string) => ({ token }) as unknown as CurrentUser;

it('empties the cache when the signed-in user changes, and only then', () => {
  useSession.setState({ user: userWith('first') });
  const client = createAreaQueryClient();
  client.setQueryData(['offers'], ['Winter Boots']);
  useSession.setState({ user: userWith('first') });
  expect(client.getQueryData(['offers'])).toEqual(['Winter Boots']);
  useSession.setState({ user: userWith('second') });
  expect(client.getQueryData(['offers'])).toBeUndefined();
  client.setQueryData(['offers'], ['Summer Shoes']);
  useSession.setState({ user: null });
  expect(client.getQueryData(['offers'])).toBeUndefined();
});
