import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, TEST_SITE } from '../test-utils';
import { dispatchLiveMessage } from './live-events';
import { useSiteSettings } from './site-settings';

function Title() {
  return <h1>{useSiteSettings().siteTitle}</h1>;
}

describe('site settings', () => {
  it('follow a Site content save live', async () => {
    let site = TEST_SITE;
    mockApi({ routes: { 'GET /api/site': () => jsonResponse(site) } });
    renderWithProviders(<Title />);
    expect(await screen.findByRole('heading', { name: TEST_SITE.siteTitle })).toBeInTheDocument();
    site = { ...TEST_SITE, siteTitle: 'Renamed Studio' };
    act(() => dispatchLiveMessage(JSON.stringify({ type: 'content.updated', data: {} })));
    expect(await screen.findByRole('heading', { name: 'Renamed Studio' })).toBeInTheDocument();
  });
});
