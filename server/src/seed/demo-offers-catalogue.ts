import type { Offer } from '@affnet/contracts';

/** One demo offer, named per demo network: [acme, globex]. Money in cents (CPS: basis points). */
export interface DemoOffer {
  key: string;
  names: [string, string];
  brands: [string, string];
  description: string;
  status: Offer['status'];
  visibility: Offer['visibility'];
  payout_type: Offer['payout_type'];
  payout: number;
  revenue: number;
  currency?: string;
  countries: string[];
  os: Offer['os'];
  devices?: Offer['devices'];
  daily_cap?: number;
  monthly_cap?: number;
  categories: string[];
  kpi: string;
  /** No advertiser of record (a network's own deal). */
  house?: boolean;
}

export const DEMO_OFFERS: DemoOffer[] = [
  {
    key: 'vpn',
    names: ['ShieldVPN – 1-Year Plan', 'GlobalGuard VPN – 2-Year Plan'],
    brands: ['shieldvpn', 'globalguard'],
    description: 'Premium VPN with a 30-day money-back guarantee. Pays on a paid annual subscription.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPA',
    payout: 3500,
    revenue: 5000,
    countries: ['US', 'CA', 'GB', 'AU'],
    os: [],
    categories: ['VPN', 'Security'],
    kpi: 'Refund rate under 15 %. No incentivised traffic.',
  },
  {
    key: 'dating',
    names: ['LoveMatch – Dating SOI', 'SoulConnect – Dating SOI'],
    brands: ['lovematch', 'soulconnect'],
    description: 'Single opt-in registration on a mainstream dating site. Mobile traffic converts best.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPL',
    payout: 250,
    revenue: 400,
    countries: ['US', 'GB'],
    os: ['android', 'ios'],
    devices: ['mobile', 'tablet'],
    daily_cap: 500,
    categories: ['Dating'],
    kpi: 'Users must be 18+. No adult creatives.',
  },
  {
    key: 'sweeps',
    names: ['Mega Sweepstakes – iPhone Giveaway', 'Lucky Draw – Galaxy Phone Giveaway'],
    brands: ['megasweeps', 'luckydraw'],
    description: 'Email submit for a chance to win a new phone. Simple one-page flow.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPL',
    payout: 180,
    revenue: 300,
    countries: ['US'],
    os: [],
    categories: ['Sweepstakes'],
    kpi: 'Valid email addresses only; no co-registration.',
  },
  {
    key: 'loans',
    names: ['CashNow Personal Loans', 'RupeeFast Instant Loans'],
    brands: ['cashnow', 'rupeefast'],
    description: 'Personal loan application with instant decision. Invited partners only.',
    status: 'active',
    visibility: 'private',
    payout_type: 'CPA',
    payout: 4500,
    revenue: 6500,
    countries: ['US'],
    os: [],
    categories: ['Finance', 'Loans'],
    kpi: 'Pays on a completed application with a valid bank account.',
  },
  {
    key: 'crypto',
    names: ['TradePro Crypto Exchange – FTD', 'CoinVista Exchange – FTD'],
    brands: ['tradepro', 'coinvista'],
    description: 'First-time deposit of at least 100 EUR on a regulated crypto exchange.',
    status: 'active',
    visibility: 'approval',
    payout_type: 'CPA',
    payout: 12000,
    revenue: 16000,
    currency: 'EUR',
    countries: ['DE', 'FR', 'ES', 'IT', 'NL'],
    os: [],
    monthly_cap: 300,
    categories: ['Finance', 'Crypto'],
    kpi: 'No brand bidding. Deposit must stay 30 days.',
  },
  {
    key: 'rpg',
    names: ['Dragon Legends – Mobile RPG', 'Kingdom Clash – Strategy Game'],
    brands: ['dragonlegends', 'kingdomclash'],
    description: 'Install and open a free-to-play fantasy game on Android or iOS.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPI',
    payout: 220,
    revenue: 350,
    countries: [],
    os: ['android', 'ios'],
    devices: ['mobile', 'tablet'],
    categories: ['Gaming', 'Mobile apps'],
    kpi: 'Day-1 retention above 30 %.',
  },
  {
    key: 'shop',
    names: ['ShopMart – Online Store Sales', 'BazaarKart – Online Store Sales'],
    brands: ['shopmart', 'bazaarkart'],
    description: 'Commission on every sale of a large general online store.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPS',
    payout: 800,
    revenue: 1200,
    countries: ['US', 'CA'],
    os: [],
    categories: ['E-commerce'],
    kpi: 'Coupon sites allowed. 45-day cookie.',
  },
  {
    key: 'fashion',
    names: ['StyleHub Fashion – Sales', 'Trendora Fashion – Sales'],
    brands: ['stylehub', 'trendora'],
    description: 'Commission on fashion orders. Approval needed: send your traffic sources.',
    status: 'active',
    visibility: 'approval',
    payout_type: 'CPS',
    payout: 1500,
    revenue: 2000,
    countries: [],
    os: [],
    categories: ['E-commerce', 'Fashion'],
    kpi: 'Average order over 60 USD. No cashback sites.',
  },
  {
    key: 'keto',
    names: ['FitLife Keto – Trial Offer', 'VitaBloom – Wellness Trial'],
    brands: ['fitlife', 'vitabloom'],
    description: 'Free trial of a nutrition supplement, paid shipping.',
    status: 'active',
    visibility: 'approval',
    payout_type: 'CPA',
    payout: 3000,
    revenue: 4200,
    countries: ['US', 'CA', 'AU'],
    os: [],
    categories: ['Health & Beauty'],
    kpi: 'No medical claims in creatives.',
  },
  {
    key: 'survey',
    names: ['QuickSurvey Rewards – Click', 'OpinionPay – Paid Surveys Click'],
    brands: ['quicksurvey', 'opinionpay'],
    description: 'Pays per unique click to a paid-surveys portal.',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPC',
    payout: 12,
    revenue: 20,
    countries: [],
    os: [],
    categories: ['Surveys'],
    kpi: 'No bots, no pop-unders.',
  },
  {
    key: 'insurance',
    names: ['SafeHome Insurance Quotes', 'SecureNest Home Insurance Quotes'],
    brands: ['safehome', 'securenest'],
    description: 'Home insurance quote request with a valid phone number.',
    status: 'paused',
    visibility: 'public',
    payout_type: 'CPL',
    payout: 900,
    revenue: 1400,
    countries: ['US'],
    os: [],
    categories: ['Insurance'],
    kpi: 'Paused until the advertiser tops up the budget.',
    house: true,
  },
  {
    key: 'casino',
    names: ['Royal Spins Casino – Registration', 'Golden Reels Casino – Registration'],
    brands: ['royalspins', 'goldenreels'],
    description: 'Registration with a verified age on a licensed online casino.',
    status: 'paused',
    visibility: 'private',
    payout_type: 'CPA',
    payout: 6000,
    revenue: 8500,
    countries: ['GB', 'DE'],
    os: [],
    daily_cap: 50,
    categories: ['Gaming', 'Casino'],
    kpi: '18+ only. No social media traffic.',
  },
  {
    key: 'courses',
    names: ['EduMaster Online Courses', 'SkillSetu Online Courses'],
    brands: ['edumaster', 'skillsetu'],
    description: 'Lead for a free trial lesson of online courses. Landing page under review.',
    status: 'pending',
    visibility: 'public',
    payout_type: 'CPL',
    payout: 500,
    revenue: 800,
    countries: [],
    os: [],
    categories: ['Education'],
    kpi: 'Lead must confirm the email.',
    house: true,
  },
  {
    key: 'travel',
    names: ['Summer Travel Deals 2026', 'Monsoon Getaways 2026'],
    brands: ['summertravel', 'monsoongetaways'],
    description: 'Seasonal hotel and flight bookings. The season is over.',
    status: 'expired',
    visibility: 'public',
    payout_type: 'CPS',
    payout: 400,
    revenue: 650,
    countries: [],
    os: [],
    categories: ['Travel'],
    kpi: 'Bookings must not be cancelled.',
    house: true,
  },
];

/** Five more publishers per network: [name, company]. */
export const DEMO_PUBLISHERS: Record<string, [string, string][]> = {
  acme: [
    ['Olivia Chen', 'Chen Digital'],
    ['Marcus Reed', 'ReedTraffic LLC'],
    ['Sofia Alvarez', 'Alvarez Performance'],
    ["Liam O'Brien", 'Emerald Media'],
    ['Hannah Weiss', 'Weiss Affiliates'],
  ],
  globex: [
    ['Arjun Mehta', 'Mehta Ads Pvt Ltd'],
    ['Priya Nair', 'Kerala Clicks'],
    ['Kenji Tanaka', 'Tanaka Mobile'],
    ['Fatima Khan', 'Crescent Media'],
    ['Lucas Silva', 'Silva Growth'],
  ],
};

export const DEMO_TIME_ZONES: Record<string, string> = { acme: 'America/New_York', globex: 'Asia/Kolkata' };

/**
 * Who stands where on which offer (by key): publisher@ (index 0) is allowed on the private loans offer, has asked
 * for the crypto offer and was turned down on fashion; publisher2@ (index 1) and publisher3@ fill the owner's queue.
 */
export const DEMO_ACCESS: [publisherIndex: number, offerKey: string, status: 'allowed' | 'requested' | 'rejected'][] = [
  [0, 'loans', 'allowed'],
  [0, 'crypto', 'requested'],
  [0, 'fashion', 'rejected'],
  [1, 'loans', 'allowed'],
  [1, 'casino', 'allowed'],
  [1, 'crypto', 'allowed'],
  [2, 'keto', 'requested'],
  [3, 'fashion', 'allowed'],
];
