import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEDIA_LINKS, DEFAULT_OWNER_EMAILS, DEFAULT_POEM, DEFAULT_SITE_SETTINGS } from '../../../../shared/features/content.schema.js';
import { DEFAULT_PICTURE_MARKS } from '../../../../shared/features/leaks.schema.js';
import type { SiteContent } from '../../../../shared/features/site-content.schema.js';
import { DEFAULT_PLAN_SETTINGS } from '../../../../shared/features/subscription.schema.js';
import { DEFAULT_TIP_SETTINGS } from '../../../../shared/features/tips.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { FeaturedVideoView, SocialLinkView, VideosView } from './external-link-views';
import { PoemView } from './poem-view';
import { SiteContentEditor } from './site-content-editor';

const links = { ...DEFAULT_MEDIA_LINKS, tiktokUrl: 'https://www.tiktok.com/@studio', channelUrl: 'https://www.youtube.com/@studio' };

describe('content views', () => {
  it('shows the poem with its line breaks', async () => {
    mockApi({ routes: { 'GET /api/content/poem': () => jsonResponse({ title: 'Night', text: 'one\ntwo' }) } });
    renderWithProviders(<PoemView />);
    expect(await screen.findByRole('heading', { name: 'Night' })).toBeInTheDocument();
    expect(screen.getByText(/one\s+two/)).toHaveClass('poem__text');
  });

  it('explains a refused poem instead of showing nothing', async () => {
    mockApi({ routes: { 'GET /api/content/poem': () => jsonResponse({ code: 'forbidden', message: 'You do not have access to this.' }, 403) } });
    renderWithProviders(<PoemView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
  });

  it('links out to the video and channel, embedding nothing', async () => {
    mockApi({ routes: { 'GET /api/content/links': () => jsonResponse(links) } });
    const { container } = renderWithProviders(<FeaturedVideoView />);
    const channel = await screen.findByRole('link', { name: /Visit the channel/ });
    expect(channel).toHaveAttribute('href', 'https://www.youtube.com/@studio');
    expect(channel).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe, script, embed, object')).toBeNull();
  });

  it('links out to a social profile', async () => {
    mockApi({ routes: { 'GET /api/content/links': () => jsonResponse(links) } });
    renderWithProviders(<SocialLinkView network="tiktok" />);
    expect(await screen.findByRole('link', { name: /Open TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@studio');
  });

  it('shows a Basic member, who is sent no Twitter link, a note instead of an empty link', async () => {
    const { twitterUrl: _pro, ...basicLinks } = links;
    mockApi({ routes: { 'GET /api/content/links': () => jsonResponse(basicLinks) } });
    renderWithProviders(<SocialLinkView network="twitter" />);
    expect(await screen.findByText('This link is for Pro members.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Twitter/ })).toBeNull();
  });

  it("says 'Videos coming soon' and leads to the featured video and the social pages the user may open", async () => {
    mockApi({ routes: { 'GET /api/content/links': () => jsonResponse({ ...links, featuredVideoTitle: 'Ink study' }) } });
    const onNavigate = vi.fn();
    renderWithProviders(<VideosView user={makeUser()} onNavigate={onNavigate} />);
    expect(await screen.findByRole('heading', { name: 'Videos coming soon' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Featured video: Ink study' }));
    expect(onNavigate).toHaveBeenLastCalledWith('youtube');
    const social = within(screen.getByRole('navigation', { name: 'Social links' }));
    expect(social.getAllByRole('button').map((button) => button.textContent)).toEqual(['Instagram', 'TikTok']);
    await userEvent.click(social.getByRole('button', { name: 'TikTok' }));
    expect(onNavigate).toHaveBeenLastCalledWith('tiktok');
  });

  it('offers Twitter to Pro members only (SPEC §6)', async () => {
    mockApi({ routes: { 'GET /api/content/links': () => jsonResponse(links) } });
    renderWithProviders(<VideosView user={makeUser({ role: 'pro_user' })} onNavigate={vi.fn()} />);
    const social = within(await screen.findByRole('navigation', { name: 'Social links' }));
    expect(social.getAllByRole('button').map((button) => button.textContent)).toEqual(['Instagram', 'TikTok', 'Twitter']);
  });
});

describe('Site content editor', () => {
  const content: SiteContent = {
    settings: DEFAULT_SITE_SETTINGS,
    poem: DEFAULT_POEM,
    links: DEFAULT_MEDIA_LINKS,
    tech: { mission: 'Build.', quotes: ['1', '2', '3', '4', '5', '6', '7'] },
    ownerEmails: DEFAULT_OWNER_EMAILS,
    pictureMarks: DEFAULT_PICTURE_MARKS,
    plans: DEFAULT_PLAN_SETTINGS,
    tips: DEFAULT_TIP_SETTINGS,
  };

  it('edits the tip suggestions and bounds, refusing a lowest tip above the highest and a suggestion outside them', async () => {
    let saved: SiteContent | undefined;
    mockApi({
      routes: {
        'GET /api/admin/site-content': () => jsonResponse(content),
        'PUT /api/admin/site-content': (_url, init) => {
          saved = JSON.parse(String(init?.body)) as SiteContent;
          return jsonResponse(saved);
        },
      },
    });
    renderWithProviders(<SiteContentEditor />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Site content' });
    const suggestions = within(form).getByRole('textbox', { name: /Suggested tips/ });
    const lowest = within(form).getByRole('textbox', { name: /Lowest tip/ });
    expect(suggestions).toHaveValue('3, 5, 10');
    expect(lowest).toHaveValue('1');
    await user.clear(lowest);
    await user.type(lowest, '600');
    await user.click(within(form).getByRole('button', { name: 'Save site content' }));
    expect(await within(form).findByText('The lowest tip must not be more than the highest.')).toBeInTheDocument();
    expect(within(form).getAllByText('Each suggested amount must lie between the lowest and the highest tip.').length).toBeGreaterThan(0);
    expect(saved).toBeUndefined();
    await user.clear(lowest);
    await user.type(lowest, '2');
    await user.clear(suggestions);
    await user.type(suggestions, '2, 4.5, 20');
    await user.click(within(form).getByRole('button', { name: 'Save site content' }));
    await waitFor(() => expect(saved?.tips).toEqual({ suggestionsCents: [200, 450, 2000], minCents: 200, maxCents: 50_000 }));
  });

  it('refuses an invalid link before saving, then saves the edited content', async () => {
    let saved: SiteContent | undefined;
    mockApi({
      routes: {
        'GET /api/admin/site-content': () => jsonResponse(content),
        'PUT /api/admin/site-content': (_url, init) => {
          saved = JSON.parse(String(init?.body)) as SiteContent;
          return jsonResponse(saved);
        },
      },
    });
    renderWithProviders(<SiteContentEditor />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Site content' });
    const instagram = within(form).getByRole('textbox', { name: /Instagram link/ });
    await user.clear(instagram);
    await user.type(instagram, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save site content' }));
    expect(await within(form).findByText('Please enter a link starting with http:// or https://.')).toBeInTheDocument();
    expect(saved).toBeUndefined();

    await user.clear(instagram);
    await user.type(instagram, 'https://www.instagram.com/studio');
    const title = within(form).getByRole('textbox', { name: /Site title/ });
    await user.clear(title);
    await user.type(title, 'Moonlit Studio');
    await user.type(within(form).getByRole('textbox', { name: /Quote 7/ }), '!');
    const visibleName = within(form).getByRole('checkbox', { name: /Also show the member’s username/ });
    expect(visibleName).not.toBeChecked();
    await user.click(visibleName);
    await user.click(within(form).getByRole('button', { name: 'Save site content' }));
    await waitFor(() => expect(saved?.settings.siteTitle).toBe('Moonlit Studio'));
    expect(saved?.links.instagramUrl).toBe('https://www.instagram.com/studio');
    expect(saved?.tech.quotes[6]).toBe('7!');
    expect(saved?.pictureMarks).toEqual({ visibleUsername: true });
  }, 20_000);
});
