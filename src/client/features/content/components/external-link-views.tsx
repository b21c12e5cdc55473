import type { MediaLinks } from '../../../../shared/features/content.schema.js';
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
      {(links: MediaLinks) => (
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
      {(links: MediaLinks) => (
        <section className="content-view out-link">
          <p className="out-link__eyebrow">{social.name}</p>
          <h2 className="out-link__title">Follow along on {social.name}</h2>
          <p className="out-link__text">{social.text}</p>
          <div className="out-link__actions">
            <OutLink href={links[social.key]}>{`Open ${social.name}`}</OutLink>
          </div>
        </section>
      )}
    </ContentStatus>
  );
}

/** The Videos view: a placeholder until the video library exists. */
export function VideosView() {
  return (
    <section className="content-view out-link">
      <p className="out-link__eyebrow">Videos</p>
      <h2 className="out-link__title">Videos coming soon</h2>
      <p className="out-link__text">A library of studio videos is on its way. Meanwhile, the featured video is one click away.</p>
    </section>
  );
}
