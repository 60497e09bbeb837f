import { FormTextField } from '@affnet/ui';
import { type ComponentType, type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import type { LoginKind } from '../api/login';
import { handOverFrom, type LoginHandOver } from './login-hand-over';

type LiveForm = ComponentType<{ kind: LoginKind; handOver: LoginHandOver }>;

/**
 * The sign-in form as the first screen shows it: the same inputs as the live form, without its checks. The form
 * library (react-hook-form, ~11 KB compressed) loads once the visitor starts on the form (a focus, a key, a submit),
 * not with the first screen, which has a budget (README, "Speed"); the live form then takes its place with what was
 * typed, the focus, and the submit if there was one.
 */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const [live, setLive] = useState<{ Form: LiveForm; handOver: LoginHandOver } | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const sent = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./live-login-form').then(({ LiveLoginForm }) => {
      const form = element.current;
      // Taken and drawn in one step: a key or a click between the two would land on a form already left behind.
      if (form) flushSync(() => setLive({ Form: LiveLoginForm, handOver: handOverFrom(form, sent.current) }));
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = true;
    wake();
  };

  if (live) return <live.Form kind={kind} handOver={live.handOver} />;
  return (
    <form ref={element} noValidate onFocus={wake} onInput={wake} onSubmit={submit}>
      <FormTextField label={t('field.email')} name="email" type="email" autoComplete="username" required />
      <FormTextField
        label={t('field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton label={t('login.submit')} sendingLabel={t('login.sending')} sending={false} />
    </form>
  );
}
