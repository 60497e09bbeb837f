import { clickRowOf, type NewClick } from '../src/statistics/rollups';
import { packClicks, unpackClicks } from '../src/tracking/packed-clicks';

const click: NewClick = {
  click_id: '01a2196a50c6cb61328a77fbe9d95152',
  network_id: 1,
  offer_id: 10,
  publisher_id: 3,
  created_at: '2026-11-26T11:52:03.120Z',
  local_hour: '2026-11-26T12',
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
  country: 'DE',
  os: 'windows',
  device: 'desktop',
  sub1: 'spring sale ✓',
  sub2: 'a|b,c;"d"',
  sub3: '\u0001\t\n',
  sub4: null,
  sub5: '0',
  status: 'accepted',
  reason: null,
  is_unique: 0,
  payout: 125,
  revenue: 200,
};

const rejected: NewClick = {
  ...click,
  click_id: '01a2196a50c6cb61328a77fbe9d95153',
  offer_id: null,
  publisher_id: null,
  ip: '',
  user_agent: '',
  country: null,
  sub1: null,
  sub2: null,
  sub3: null,
  sub5: null,
  status: 'rejected',
  reason: 'offer_unknown',
  payout: 0,
  revenue: 0,
};

describe('click batches packed for the writer thread', () => {
  it('come back as the rows of the same clicks: nulls, empty texts, numbers and any character kept', () => {
    const batch = [click, rejected, { ...click, click_id: '01a2196a50c6cb61328a77fbe9d95154', offer_id: 0 }];
    expect(unpackClicks(packClicks(batch))).toEqual(batch.map(clickRowOf));
  });

  it('an empty batch is no row', () => {
    expect(unpackClicks(packClicks([]))).toEqual([]);
  });
});
