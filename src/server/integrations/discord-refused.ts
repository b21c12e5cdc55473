/**
 * Discord said no (a bad code, a token it does not know): asking again will not help.
 * Apart from discord.ts, so callers can recognise it without loading the Discord client.
 */
export class DiscordRefused extends Error {
  override name = 'DiscordRefused';
}
