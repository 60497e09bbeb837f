import type { Postback, PostbackDelivery } from '@affnet/contracts';

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
