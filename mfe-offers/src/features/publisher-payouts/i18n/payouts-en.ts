/** The "Publisher payouts" section of the owner's offer page, in English; the other languages follow its keys. */
export const PAYOUTS_EN = {
  'payouts.heading': 'Publisher payouts',
  'payouts.intro':
    "A publisher's own payout replaces the offer's payout for him alone: his offer list, offer page, postbacks and statistics show it. The advertiser's price does not change.",
  'payouts.tableLabel': 'Publishers with their own payout',
  'payouts.publisher': 'Publisher',
  'payouts.goal': 'Goal',
  'payouts.payout': 'Payout',
  'payouts.actions': 'Actions',
  'payouts.empty': "No publisher has his own payout on this offer: every publisher earns the offer's payout.",
  'payouts.loading': 'Loading publisher payouts…',
  'payouts.edit': 'Edit',
  'payouts.editLabel': 'Edit the payout of {{name}}',
  'payouts.remove': 'Remove',
  'payouts.removeLabel': 'Remove the payout of {{name}}',
  'payouts.formHeading': 'Set a publisher’s payout',
  'payouts.choose': 'Choose a publisher',
  'payouts.amount': 'Payout ({{unit}})',
  'payouts.amountHint': 'For example {{example}}',
  'payouts.save': 'Save payout',
  'payouts.saved': 'Payout of {{name}} saved',
  'payouts.removed': 'Payout of {{name}} removed: he earns the offer’s payout again',
  'payouts.error.publisher': 'Choose a publisher',
  'payouts.error.amount': 'Enter an amount such as {{example}}',
  'payouts.error.amountDigits': '{{unit}} has at most {{digits}} decimals: enter e.g. {{example}}',
  'payouts.error.amountNegative': 'A payout cannot be negative',
  'payouts.error.percent': 'A percentage cannot be more than 100',
  'payouts.noPublishers': 'This network has no publishers yet.',
};

export type PayoutsTexts = typeof PAYOUTS_EN;
