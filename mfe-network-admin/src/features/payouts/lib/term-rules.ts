import { MAX_NET_DAYS, type PaymentTerm, type PaymentTermSetting } from '@affnet/contracts';
import type { FieldRules } from '@affnet/ui';

/**
 * A term as its form holds it: net days as typed, looked at only for `net_days`; the publisher whose own term it is
 * ('' in the network's form).
 */
export interface TermDraft {
  term: PaymentTerm;
  netDays: string;
  publisherId: string;
}

export const termDraftOf = (setting: PaymentTermSetting, publisherId = ''): TermDraft => ({
  term: setting.term,
  netDays: setting.net_days === null ? '' : String(setting.net_days),
  publisherId,
});

export const termOf = (draft: TermDraft): PaymentTermSetting => ({
  term: draft.term,
  net_days: draft.term === 'net_days' ? Number(draft.netDays) : null,
});

export const TERM_RULES: FieldRules<TermDraft> = {
  netDays: [
    (value, values) => {
      if (values.term !== 'net_days') return null;
      const days = Number(value);
      const whole = /^\d+$/.test(value.trim()) && days >= 1 && days <= MAX_NET_DAYS;
      return whole ? null : { key: 'payouts:error.netDays', values: { max: MAX_NET_DAYS } };
    },
  ],
};
