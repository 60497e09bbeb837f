import type { Page, Postback, PostbackDelivery } from '@affnet/contracts';
import { ApiError } from '@affnet/core';

export function aPostback(changes: Partial<Postback> = {}): Postback {
  return {
    id: 1,
    publisher_id: 7,
    publisher_name: 'Paul Publisher',
    offer_id: null,
    offer_name: null,
    url: 'https://track.example/pb?click={click_id}',
    status: 'live',
    pending_action: null,
    pending_url: null,
    pending_offer_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

export function aDelivery(changes: Partial<PostbackDelivery> = {}): PostbackDelivery {
  return {
    id: 1,
    postback_id: 1,
    forwarding_id: null,
    conversion_id: 40,
    click_id: 'abc',
    url: 'https://track.example/pb?click=abc',
    status_code: 200,
    error: null,
    attempt: 1,
    duration_ms: 35,
    created_at: '2026-11-21T08:30:00.000Z',
    ...changes,
  };
}

export const pageOf = <T>(rows: T[], total = rows.length, page = 1, limit = 10): Page<T> => ({
  rows,
  total,
  page,
  limit,
});

export const serverError = (
  message: string,
  status = 400,
  coded: { code: string; field?: string } = { code: 'INVALID_INPUT' },
) => new ApiError(message, status, coded.code, { err: 1, msg: message, ...coded });
