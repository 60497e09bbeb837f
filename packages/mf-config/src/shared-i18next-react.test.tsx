import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, Trans } from './shared-i18next-react';

test("Trans, loaded when first shown, renders a release's sentence with its markup", async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { noReleases: 'No release yet: run <code>{{command}}</code>.' } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <p role="status">
        <Trans i18nKey="noReleases" values={{ command: 'pnpm release mfe-offers' }} components={{ code: <code /> }} />
      </p>
    </I18nextProvider>,
  );
  expect(await screen.findByText('pnpm release mfe-offers')).toContainHTML('<code>pnpm release mfe-offers</code>');
  expect(screen.getByRole('status')).toHaveTextContent('No release yet: run pnpm release mfe-offers.');
});
