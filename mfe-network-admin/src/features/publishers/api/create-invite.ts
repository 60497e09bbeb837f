import type { InviteKind, NetworkInvite } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const createInvite = (kind: InviteKind) => payloadOf<NetworkInvite>(http.post('/api/network/invites', { kind }));

export const useCreateInvite = () => useMutation({ mutationFn: createInvite });
