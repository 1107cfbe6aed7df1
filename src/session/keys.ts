/**
 * Every key the session writes, in one place. Namespaces are the store's (src/store/index.ts):
 *   conversations  session:<id>                         one conversation (state, language, advice views, bound message)
 *                  active:<platform>:<place>:<user>     the session a user's free text continues (Telegram, terminal)
 *   settings       <scope>                              discord:guild:<id>, discord:user:<id>, telegram:chat:<id>, cli
 *   reminders      <platform>:<session>:<user>          one "remind me" per person per answer
 *   dedupe         remind:<platform>:<session>:<user>   that reminder's claim; <platform>:update:<id> for re-deliveries
 *   conversations  fired:<reminder id>                  a delivered reminder, kept a week for its Snooze / Done buttons
 *   reminders      <platform>:r<random>:<user>           a reminder set by command (/remind 8h a100 x4)
 */
import type { Platform } from './types.ts';

export const sessionKey = (id: string): string => `session:${id}`;
export const activeKey = (platform: Platform, place: string, userId: string): string => `active:${platform}:${place}:${userId}`;
export const reminderId = (platform: Platform, session: string, userId: string): string => `${platform}:${session}:${userId}`;
export const reminderClaim = (id: string): string => `remind:${id}`;
export const updateClaim = (platform: Platform, updateId: string | number): string => `${platform}:update:${updateId}`;
export const firedKey = (reminderId: string): string => `fired:${reminderId}`;
export const commandReminderId = (platform: Platform, random: string, userId: string): string => `${platform}:r${random}:${userId}`;
