import { DiscordStatusPanel } from '../features/discord/components/discord-status';
import { IntegrationsTab } from '../features/webhooks/components/integrations-tab';

/** Admin Dashboard → Integrations: Discord role sync, then the webhooks. */
export function IntegrationsAdminTab() {
  return (
    <IntegrationsTab
      extraSections={
        <section className="integrations-tab__section" aria-labelledby="integrations-discord">
          <h3 id="integrations-discord">Discord role sync</h3>
          <DiscordStatusPanel />
        </section>
      }
    />
  );
}
