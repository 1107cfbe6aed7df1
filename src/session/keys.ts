/**
 * Every key the session writes, in one place. Namespaces are the store's (src/store/index.ts):
 *   conversations  session:<id>                         one conversation (state, language, advice views, bound message)
 *                  active:<platform>:<place>:<user>     the session a user's free text continues (Telegram, terminal)
 *   settings       <scope>                              discord:guild:<id>, discord:user:<id>, telegram:chat:<id>, cli
 *   reminders      <platform>:<session>:<user>          one "remind me" per person per answer
 *   dedupe         remind:<platform>:<session>:<user>   that reminder's claim; <platform>:update:<id> for re-deliveries
 */
import type { Platform } from './types.ts';

export const sessionKey = (id: string): string => `session:${id}`;
export const activeKey = (platform: Platform, place: string, userId: string): string => `active:${platform}:${place}:${userId}`;
export const reminderId = (platform: Platform, session: string, userId: string): string => `${platform}:${session}:${userId}`;
export const reminderClaim = (id: string): string => `remind:${id}`;
export const updateClaim = (platform: Platform, updateId: string | number): string => `${platform}:update:${updateId}`;
