/**
 * Component custom ids carry only a conversation id and a value (`wc:<id>:<value>`, ≤ 100 chars); the
 * conversation itself lives in keyv, so a click still works after a restart or on another replica.
 */
import { randomBytes } from 'node:crypto';

const PREFIX = 'wc';
export const MAX_CUSTOM_ID = 100;

/** Values the adapter itself uses; core action values never start with "!". */
export const SELECT_VALUE = '!select';
export const CUSTOM_VALUE = '!custom';
export const MODAL_INPUT_ID = 'answer';

export function newConversationId(): string {
  return randomBytes(9).toString('base64url');
}

export function encodeCustomId(conversationId: string, value: string): string {
  const customId = `${PREFIX}:${conversationId}:${value}`;
  if (customId.length > MAX_CUSTOM_ID) throw new Error(`custom id too long (${customId.length}): ${customId}`);
  return customId;
}

export function decodeCustomId(customId: string): { conversationId: string; value: string } | undefined {
  const match = /^wc:([A-Za-z0-9_-]+):(.+)$/s.exec(customId);
  if (!match) return undefined;
  return { conversationId: match[1]!, value: match[2]! };
}
