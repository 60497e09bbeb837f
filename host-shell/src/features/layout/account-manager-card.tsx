import { i18n, notifyError, userMessage } from '@affnet/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePublisherProfile } from './api/get-publisher-profile';

const Card = styled.aside`
  margin: 1rem;
  padding: 0.85rem;
  border-radius: 6px;
  background: rgb(127 127 127 / 12%);
  font-size: 0.88rem;
  overflow-wrap: anywhere;
  h3 { margin: 0 0 0.4rem; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; }
  p { margin: 0.15rem 0; }
  a { color: inherit; }
`;

/** A publisher's account manager: name, email and Skype id (spec section 1). */
export function AccountManagerCard() {
  const { t } = useTranslation('shell');
  const { data, error } = usePublisherProfile();
  const manager = data?.account_manager ?? null;
  useEffect(() => {
    if (error) notifyError(userMessage(error, (key) => i18n.t(key)));
  }, [error]);

  if (!manager) return null;
  return (
    <Card aria-label={t('accountManager.title')}>
      <h3>{t('accountManager.title')}</h3>
      <p>
        <strong>{manager.name}</strong>
      </p>
      <p>
        <a href={`mailto:${manager.email}`}>{manager.email}</a>
      </p>
      <p>
        {t('accountManager.skype')}: <a href={`skype:${manager.skypeId}?chat`}>{manager.skypeId}</a>
      </p>
    </Card>
  );
}
