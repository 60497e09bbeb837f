import { aPostback } from '../testing/fixtures';
import { changesOffer, offerLabel, pendingOfferLabel, testableUrl } from './postback-labels';

const t = (key: string) => (key === 'global' ? 'All offers' : key);
const names = new Map([[9, 'FitLife Keto']]);

describe('postback labels', () => {
  it('names a global postback, a live offer one, and falls back to the id for an unknown offer', () => {
    expect(offerLabel(aPostback(), t)).toBe('All offers');
    expect(offerLabel(aPostback({ offer_id: 4, offer_name: 'Summer Shoes' }), t)).toBe('Summer Shoes');
    expect(offerLabel(aPostback({ offer_id: 5, offer_name: null }), t)).toBe('#5');
  });

  it('names the offer a new postback waiting for approval will fire for', () => {
    const created = aPostback({ url: null, status: 'pending', pending_action: 'create', pending_offer_id: 9 });
    expect(offerLabel(created, t, names)).toBe('FitLife Keto');
    expect(testableUrl({ ...created, pending_url: 'https://t.example/pb' })).toBe('https://t.example/pb');
  });

  it('tells when a held change moves the postback to another offer', () => {
    const moved = aPostback({
      offer_id: 4,
      offer_name: 'Shoes',
      status: 'pending',
      pending_action: 'update',
      pending_offer_id: 9,
    });
    expect(changesOffer(moved)).toBe(true);
    expect(pendingOfferLabel(moved, t, names)).toBe('FitLife Keto');
    expect(changesOffer({ ...moved, pending_offer_id: 4 })).toBe(false);
    expect(pendingOfferLabel({ ...moved, pending_offer_id: null }, t, names)).toBe('All offers');
  });
});
