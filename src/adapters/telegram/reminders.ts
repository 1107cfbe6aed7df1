/**
 * Delivering "remind me to shut it down" on Telegram: a due reminder (created by the session) is
 * sent as a reply to the advice it was set on. Fire-once across replicas is the store's job.
 */
import type { Api } from 'grammy';
import { translator } from '../../core/i18n.ts';
import { reminderPayload, type Reminder } from '../../session/index.ts';

export function telegramDeliverer(api: Api): (reminder: Reminder) => Promise<void> {
  return async (reminder) => {
    const chatId = reminder.target.chatId;
    if (!chatId) throw new Error(`reminder ${reminder.id} has no chat`);
    const messageId = Number(reminder.target.messageId);
    const text = reminder.text ?? translator(reminder.locale)('telegram:remind.due', { what: reminderPayload(reminder).title });
    await api.sendMessage(chatId, text, {
      ...(Number.isInteger(messageId) ? { reply_parameters: { message_id: messageId, allow_sending_without_reply: true } } : {}),
    });
  };
}
