import { fakeServer } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import NetworkAdminApp from './network-admin-app';

beforeEach(() => fakeServer({}));

it('sends a path of no page of the area to the empty path, as every unknown path, not to Settings', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/no-such-page');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});
