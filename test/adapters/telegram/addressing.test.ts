import { describe, expect, it } from 'vitest';
import { addressedText } from '../../../src/adapters/telegram/addressing.ts';

const bot = { id: 42, username: 'whichcard_bot' };
const group = { id: -100, type: 'supergroup' as const, title: 'team' };

describe('addressedText', () => {
  it('takes every private message, as is', () => {
    expect(addressedText({ chat: { id: 1, type: 'private', first_name: 'A' }, text: ' 70B 推理 int4 ' }, bot)).toEqual({ addressed: true, text: '70B 推理 int4' });
  });

  it('in a group, ignores talk that neither mentions nor replies to the bot', () => {
    expect(addressedText({ chat: group, text: 'lunch?' }, bot).addressed).toBe(false);
    const otherMention = '@someone_else which card?';
    expect(addressedText({ chat: group, text: otherMention, entities: [{ type: 'mention', offset: 0, length: 13 }] }, bot).addressed).toBe(false);
  });

  it('in a group, answers a mention (case-insensitive) with the mention removed', () => {
    const text = '@WhichCard_Bot which card for llama 3 70b?';
    expect(addressedText({ chat: group, text, entities: [{ type: 'mention', offset: 0, length: 14 }] }, bot)).toEqual({ addressed: true, text: 'which card for llama 3 70b?' });
  });

  it('keeps entity offsets right after emoji (UTF-16 units)', () => {
    const text = '🚀 @whichcard_bot 7B';
    const offset = text.indexOf('@');
    expect(addressedText({ chat: group, text, entities: [{ type: 'mention', offset, length: 14 }] }, bot).text).toBe('🚀 7B');
  });

  it('in a group, answers a reply to one of the bot messages', () => {
    const reply_to_message = { message_id: 5, date: 0, chat: group, from: { id: 42, is_bot: true, first_name: 'WhichCard' } };
    expect(addressedText({ chat: group, text: '20 users', reply_to_message } as never, bot)).toEqual({ addressed: true, text: '20 users' });
    const toHuman = { ...reply_to_message, from: { id: 7, is_bot: false, first_name: 'B' } };
    expect(addressedText({ chat: group, text: '20 users', reply_to_message: toHuman } as never, bot).addressed).toBe(false);
  });
});
