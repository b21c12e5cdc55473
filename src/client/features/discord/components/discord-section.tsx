import { useId } from 'react';
import type { DiscordLink } from '../../../../shared/features/discord.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useMyDiscord, useStartDiscordLink, useUnlinkDiscord } from '../discord.api';
import '../../../components/ui/profile-section.css';

const ROLE_LINES: Record<DiscordLink['role'], string> = {
  granted: 'You have the Pro role on the Discord server.',
  pending: 'Your Discord role is being updated; this takes a minute.',
  none: 'The Pro role comes with Pro membership.',
};

/** The profile's "Discord": link the account (Pro), see it linked, unlink it. Hidden when the site has no Discord. */
export function DiscordSection({ canLink }: { canLink: boolean }) {
  const headingId = useId();
  const discord = useMyDiscord();
  const start = useStartDiscordLink();
  const unlink = useUnlinkDiscord();
  if (discord.data && !discord.data.available) return null;

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-section__heading">
        Discord
      </h3>
      <QueryStatus query={discord} loading={<span className="profile-section__muted">Loading…</span>} failed={(error) => errorMessage(error, 'Your Discord link could not be loaded.')}>
        {({ link }) =>
          link ? (
            <>
              <p className="profile-section__intro">
                Linked as <strong>{link.username}</strong>. {ROLE_LINES[link.role]}
              </p>
              <div className="profile-section__actions">
                <Button
                  variant="secondary"
                  loading={unlink.isPending}
                  onClick={() => unlink.mutate(undefined, { onSuccess: () => notify.success('Discord unlinked.'), onError: (error) => notify.error(error) })}
                >
                  Unlink Discord
                </Button>
              </div>
            </>
          ) : canLink ? (
            <>
              <p className="profile-section__intro">Link your Discord account to get the Pro role on the Discord server.</p>
              <div className="profile-section__actions">
                <Button loading={start.isPending || start.isSuccess} onClick={() => start.mutate(undefined, { onError: (error) => notify.error(error) })}>
                  Link Discord
                </Button>
              </div>
            </>
          ) : (
            <p className="profile-section__intro">Pro members can link their Discord account to get the Pro role on the Discord server.</p>
          )
        }
      </QueryStatus>
    </section>
  );
}
