/**
 * "Remind me to shut it down": schedules a reminder through src/store/reminders.ts for when the
 * advised run should be over (a training job's estimated hours, or the service's hours a day), and
 * delivers due reminders by DM, falling back to the channel the question was asked in.
 */
import type { Client, MessageComponentInteraction } from 'discord.js';
import { findGpu } from '../../core/catalog/index.ts';
import { translator, type Locale } from '../../core/i18n.ts';
import { scheduleReminder, type Reminder } from '../../store/reminders.ts';
import type { HandlerDeps } from './context.ts';
import { CONVERSATION_TTL_MS } from '../../store/conversations.ts';
import type { RunPlan, Session } from './session.ts';
import type { Advice } from '../../core/recommend/types.ts';
import { DEFAULT_SHUTDOWN_HOURS, shutdownAfterHours } from '../../core/recommend/workload.ts';
import type { Catalog } from '../../core/catalog/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Never remind sooner than this: a reminder that fires at once helps nobody. */
const MIN_DELAY_MS = 15 * 60 * 1000;

/** How long the advised run lasts (the core's shutdownAfterHours) and what it runs on. */
export function runPlan(advice: Advice, catalog: Catalog): RunPlan {
  const rec = advice.recommendation;
  return { hours: shutdownAfterHours(advice.workload), what: `${findGpu(catalog, rec.gpu)?.name ?? rec.gpu} × ${rec.count}` };
}

/**
 * Schedules the clicker's reminder for this answer and returns the confirmation. One reminder per
 * person per answer: a double click, or a second click on another replica, gets "already set"
 * instead of a second DM (the claim is atomic in the shared store; the session lives as long).
 */
export async function scheduleShutdownReminder(
  deps: HandlerDeps,
  interaction: MessageComponentInteraction,
  conversationId: string,
  session: Session,
  userLocale: Locale,
): Promise<string> {
  const reminderId = `discord-${conversationId}-${interaction.user.id}`;
  if (!(await deps.store.claimOnce(`discord:remind:${reminderId}`, CONVERSATION_TTL_MS * 2))) {
    return translator(userLocale)('discord:reminder.already');
  }
  const now = deps.now();
  // Sessions stored before plans were kept have none: a working day; the confirmation shows the time.
  const plan = session.plan ?? { hours: DEFAULT_SHUTDOWN_HOURS, what: '' };
  const dueAt = new Date(now.getTime() + Math.max(MIN_DELAY_MS, plan.hours * HOUR_MS));
  await scheduleReminder(
    deps.store,
    {
      id: reminderId,
      platform: 'discord',
      target: { userId: interaction.user.id, ...(interaction.channelId ? { channelId: interaction.channelId } : {}), ...(interaction.guildId ? { guildId: interaction.guildId } : {}) },
      dueAt,
      locale: userLocale,
      text: translator(userLocale)('discord:reminder.message', { what: plan.what }),
    },
    now,
  );
  const unix = Math.floor(dueAt.getTime() / 1000);
  // Discord renders <t:…> timestamps in each reader's own time zone and language.
  return translator(userLocale)('discord:reminder.scheduled', { when: `<t:${unix}:R> (<t:${unix}:f>)` });
}

/** The reminder loop's `deliver` for Discord: a DM to the user, or the channel when DMs are closed. */
export function discordDeliverer(client: Client) {
  return async (reminder: Reminder): Promise<void> => {
    const text = reminder.text ?? translator(reminder.locale)('discord:reminder.message', { what: '' });
    const { userId, channelId } = reminder.target;
    if (userId) {
      try {
        const user = await client.users.fetch(userId);
        await user.send({ content: text });
        return;
      } catch (error) {
        if (!channelId) throw error;
      }
    }
    if (!channelId) throw new Error(`reminder ${reminder.id} has no Discord target`);
    const channel = await client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`reminder ${reminder.id}: channel ${channelId} is not sendable`);
    await channel.send({ content: userId ? `<@${userId}> ${text}` : text, allowedMentions: userId ? { users: [userId] } : { parse: [] } });
  };
}
