import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { useDiscordStatus } from '../discord.api';
import './discord-status.css';

/** Admin Dashboard → Integrations: how Discord role sync stands. */
export function DiscordStatusPanel() {
  const status = useDiscordStatus();
  return (
    <QueryStatus query={status} loading={<span className="discord-status__off">Loading…</span>} failed={(error) => errorMessage(error, 'The Discord status could not be loaded.')}>
      {(data) =>
        data.available ? (
          <dl className="discord-status">
            <dt>Connected to</dt>
            <dd>{data.provider === 'standin' ? 'the local Discord stand-in (development)' : 'Discord'}</dd>
            <dt>Server and role</dt>
            <dd>
              {data.guildId} / {data.roleId}
            </dd>
            <dt>Linked members</dt>
            <dd>{data.linked}</dd>
            <dt>Holding the role</dt>
            <dd>{data.granted}</dd>
            <dt>Waiting to sync</dt>
            <dd>{data.waiting}</dd>
            {data.lastError && (
              <>
                <dt>Last error</dt>
                <dd>{data.lastError}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="discord-status__off">Discord is off. Set the DISCORD_* settings (see the README) to give Pro members a role on your Discord server.</p>
        )
      }
    </QueryStatus>
  );
}
