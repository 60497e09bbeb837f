import type { InviteKind, NetworkInvite } from '@affnet/contracts';
import { http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { payloadOf } from '../../../lib/payload-of';

export const createInvite = (kind: InviteKind) => payloadOf<NetworkInvite>(http.post('/api/network/invites', { kind }));

export const useCreateInvite = () => useMutation({ mutationFn: createInvite });
