import { dashboardHref } from '../../../shared/dashboard-address.js';
import type { EmailContent } from './layout.emails.js';
import type { NewContentFacts } from './new-content.service.js';

/** One drop as a member may hear of it: Pro members see it, Basic members of Pro content get a teaser. */
export interface DropForMember {
  facts: NewContentFacts;
  /** Signed, marked picture URLs for this member; empty for a teaser. */
  images: { url: string; alt: string }[];
  teaser: boolean;
}

const placeOf = (facts: NewContentFacts) => (facts.kind === 'update' ? dashboardHref({ view: 'whats_new' }) : dashboardHref({ view: facts.id }));

function lineOf(drop: DropForMember): string {
  const { facts } = drop;
  if (facts.kind === 'update') return `What's New: ${facts.title}`;
  if (drop.teaser) return `New Pro pictures in ${facts.title}, for Pro members.`;
  return facts.kind === 'gallery' ? `A new gallery: ${facts.title}` : `New pictures in ${facts.title}`;
}

/** The push notice of one drop: no picture and, for a teaser, no more than the e-mail says. */
export function pushOfDrop(drop: DropForMember): { title: string; body: string; path: string } {
  const teaser = drop.teaser;
  return {
    title: teaser ? 'New for Pro members' : 'Something new for you',
    body: lineOf(drop),
    path: teaser ? dashboardHref({ view: 'subscribe' }) : placeOf(drop.facts),
  };
}

/** The e-mail of one member's drops (several when they came within the queue's burst window). */
export function newContentEmail(drops: DropForMember[], unsubscribeUrl: string): EmailContent {
  const onlyTeasers = drops.every((drop) => drop.teaser);
  const first = drops[0]!;
  return {
    subject: drops.length === 1 ? lineOf(first) : `${drops.length} new things for you`,
    paragraphs: [
      ...drops.map(lineOf),
      ...(drops.some((drop) => drop.teaser) ? ['Upgrade to Pro to see every new picture the day it is published.'] : []),
    ],
    images: drops.flatMap((drop) => drop.images),
    action: onlyTeasers ? { label: 'Upgrade to Pro', path: dashboardHref({ view: 'subscribe' }) } : { label: 'See it now', path: placeOf(drops.find((d) => !d.teaser)!.facts) },
    unsubscribe: { url: unsubscribeUrl, label: 'Unsubscribe from these e-mails', oneClick: true },
  };
}
