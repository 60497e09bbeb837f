/** English texts of the postback hold list; the other languages are typed against these keys. */
export const POSTBACK_APPROVALS_EN = {
  title: 'Postback approvals',
  intro:
    'Publishers’ postback changes wait here while your network requires approval. The live URL stays in effect until you decide.',
  loading: 'Loading pending postback changes…',
  empty: 'No postback changes wait for approval.',
  caption: 'Postback changes waiting for approval',
  global: 'All offers (global)',
  'column.publisher': 'Publisher',
  'column.offer': 'Offer',
  'column.change': 'Change',
  'column.urls': 'Current URL → new URL',
  'column.requested': 'Requested',
  'column.actions': 'Actions',
  'change.create': 'New postback',
  'change.update': 'Change',
  'change.delete': 'Deletion',
  none: 'none',
  removed: 'removed',
  current: 'Current',
  next: 'New',
  approve: 'Approve',
  reject: 'Reject',
  approveFor: 'Approve the postback change of {{publisher}} for {{offer}}',
  rejectFor: 'Reject the postback change of {{publisher}} for {{offer}}',
  approved: 'The postback change of {{publisher}} is live',
  rejected: 'The postback change of {{publisher}} was rejected',
};

export type PostbackApprovalsTexts = Record<keyof typeof POSTBACK_APPROVALS_EN, string>;
