import type { MediaLinksResponse } from '../../../../shared/features/content.schema.js';
import { can, type RoleHolder } from '../../../../shared/permissions.js';
import { buttonClassName } from '../../../components/ui/button';
import { useMediaLinks } from '../content.api';
import { ContentStatus } from './content-status';
import './content-views.css';

/** A link that leaves the site: a new tab, no opener, no referrer. Nothing loads from the other site before the click. */
function OutLink({ href, children, variant = 'primary' }: { href: string; children: string; variant?: 'primary' | 'secondary' }) {
  return (
    <a className={buttonClassName({ variant, size: 'lg' })} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${children} (opens in a new tab)`}>
      {children}
    </a>
  );
}

/** The featured video page: its title and links to the video and the channel; no embedded player. */
export function FeaturedVideoView() {
  return (
    <ContentStatus query={useMediaLinks()} what="featured video">
      {(links: MediaLinksResponse) => (
        <section className="content-view out-link">
          <p className="out-link__eyebrow">Featured video</p>
          <h2 className="out-link__title">{links.featuredVideoTitle}</h2>
          <p className="out-link__text">Watch it on YouTube, and find every other video on the channel.</p>
          <div className="out-link__actions">
            <OutLink href={links.featuredVideoUrl}>Watch the video</OutLink>
            <OutLink href={links.channelUrl} variant="secondary">
              Visit the channel
            </OutLink>
          </div>
        </section>
      )}
    </ContentStatus>
  );
}

const SOCIALS = {
  instagram: { name: 'Instagram', key: 'instagramUrl', text: 'Sketches, studio corners and work in progress.' },
  tiktok: { name: 'TikTok', key: 'tiktokUrl', text: 'Short videos from the studio and the desk.' },
  twitter: { name: 'Twitter', key: 'twitterUrl', text: 'Notes, threads and news as it happens.' },
} as const;

/** A social profile page: a short line and a link out to the profile. */
export function SocialLinkView({ network }: { network: keyof typeof SOCIALS }) {
  const social = SOCIALS[network];
  return (
    <ContentStatus query={useMediaLinks()} what={`${social.name} link`}>
      {(links: MediaLinksResponse) => (
        <section className="content-view out-link">
          <p className="out-link__eyebrow">{social.name}</p>
          <h2 className="out-link__title">Follow along on {social.name}</h2>
          <p className="out-link__text">{social.text}</p>
          <div className="out-link__actions">
            {/* The server leaves out links this account may not have (Twitter is Pro only). */}
            {links[social.key] ? <OutLink href={links[social.key]!}>{`Open ${social.name}`}</OutLink> : <p className="out-link__text">This link is for Pro members.</p>}
          </div>
        </section>
      )}
    </ContentStatus>
  );
}

export interface VideosViewProps {
  user: RoleHolder;
  onNavigate: (view: string) => void;
}

/** The social pages this user may open (SPEC §6: Twitter is Pro), in the order of the row. */
export function socialNetworksFor(user: RoleHolder): (keyof typeof SOCIALS)[] {
  return (['instagram', 'tiktok', 'twitter'] as const).filter((network) => network !== 'twitter' || can(user, 'view_twitter'));
}

/** A row of the owner's social pages, each a dashboard view showing the link saved in Site content. */
export function SocialLinksRow({ user, onNavigate }: VideosViewProps) {
  return (
    <nav className="social-row" aria-label="Social links">
      <ul className="social-row__list">
        {socialNetworksFor(user).map((network) => (
          <li key={network}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => onNavigate(network)}>
              {SOCIALS[network].name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The Videos view: the featured video the owner chose (its own view), and the social pages. */
export function VideosView({ user, onNavigate }: VideosViewProps) {
  return (
    <ContentStatus query={useMediaLinks()} what="videos">
      {(links: MediaLinksResponse) => (
        <section className="content-view out-link">
          <p className="out-link__eyebrow">Videos</p>
          <h2 className="out-link__title">Videos coming soon</h2>
          <p className="out-link__text">A library of studio videos is on its way. Meanwhile, the featured video is one click away:</p>
          <div className="out-link__actions">
            <button type="button" className={buttonClassName({ variant: 'primary', size: 'lg' })} onClick={() => onNavigate('youtube')}>
              {`Featured video: ${links.featuredVideoTitle}`}
            </button>
          </div>
          <h3 className="social-row__heading">Follow along</h3>
          <SocialLinksRow user={user} onNavigate={onNavigate} />
        </section>
      )}
    </ContentStatus>
  );
}
