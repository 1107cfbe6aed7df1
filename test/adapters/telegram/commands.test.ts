/** The command menu goes to the (fake) Bot API once per language, through grammY's real Api. */
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { COMMANDS, commandList, registerCommands } from '../../../src/adapters/telegram/commands.ts';
import { FAKE_TOKEN, FakeTelegram } from './fake-telegram.ts';

let fake: FakeTelegram | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('command menu', () => {
  it('has a localized description for every command in zh and en', () => {
    for (const locale of ['en', 'zh'] as const) {
      const list = commandList(locale);
      expect(list.map((c) => c.command)).toEqual([...COMMANDS]);
      for (const c of list) {
        expect(c.description).not.toMatch(/^telegram:/); // a missing key would echo itself
        expect(c.description.length).toBeGreaterThan(2);
        expect(c.description.length).toBeLessThanOrEqual(256);
      }
    }
    expect(commandList('zh').find((c) => c.command === 'ask')?.description).toMatch(/[\u4e00-\u9fff]/);
    expect(commandList('en').find((c) => c.command === 'ask')?.description).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('registers a default (en) list and one per language', async () => {
    fake = await FakeTelegram.start();
    await registerCommands(new Api(FAKE_TOKEN, { apiRoot: fake.apiRoot }));
    const calls = fake.callsOf('setMyCommands');
    expect(calls.map((c) => c.payload.language_code)).toEqual([undefined, 'en', 'zh']);
    const zh = calls.find((c) => c.payload.language_code === 'zh')?.payload.commands as { command: string; description: string }[];
    expect(zh).toEqual(commandList('zh'));
  });
});
