import { describe, expect, it } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { commandPayload } from '../../../src/adapters/discord/commands.ts';
import { translator } from '../../../src/core/i18n.ts';

describe('/gpu command definition', () => {
  const [gpu] = commandPayload();
  const sub = (name: string) => gpu!.options!.find((o) => o.name === name) as { options?: { name: string; required?: boolean; autocomplete?: boolean; choices?: { value: string }[] }[]; name_localizations?: Record<string, string> };

  it('has its subcommands with zh-CN and en-US names', () => {
    expect(gpu!.name).toBe('gpu');
    expect(gpu!.options!.map((o) => o.name)).toEqual(['ask', 'card', 'compare', 'help', 'settings', 'remind', 'reminders', 'prices', 'alert', 'alerts', 'digest']);
    expect(gpu!.name_localizations?.['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    expect(gpu!.description_localizations?.['en-US']).toBe(gpu!.description);
    for (const o of gpu!.options!) expect(o.description_localizations?.['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
  });

  it('points to /gpu ask by the name each client shows (a zh-CN client lists the localized name)', () => {
    const zhAsk = `/${gpu!.name_localizations!['zh-CN']} ${sub('ask').name_localizations!['zh-CN']}`;
    for (const key of ['discord:expired', 'discord:mentionEmpty']) {
      expect(translator('en')(key)).toContain('/gpu ask');
      expect(translator('zh')(key)).toContain(zhAsk);
      expect(translator('zh')(key)).toContain('/gpu ask');
    }
  });

  it('keeps the contract option names', () => {
    expect(sub('ask').options!.map((o) => o.name)).toEqual(['question', 'model', 'task', 'throughput']);
    expect(sub('card').options!.map((o) => o.name)).toEqual(['gpu']);
    expect(sub('compare').options!.map((o) => [o.name, o.required ?? false])).toEqual([['a', true], ['b', true], ['c', false]]);
  });

  it('offers autocomplete on model and GPU names and the five task choices', () => {
    expect(sub('ask').options!.find((o) => o.name === 'model')!.autocomplete).toBe(true);
    expect(sub('card').options![0]!.autocomplete).toBe(true);
    expect(sub('ask').options!.find((o) => o.name === 'task')!.choices!.map((c) => c.value)).toEqual(['infer', 'finetune-lora', 'finetune-full', 'qlora', 'pretrain']);
  });

  it('registers /gpu-settings for Manage Server only (zh-CN name too); /gpu carries no permission bits', () => {
    const [, admin] = commandPayload();
    expect(admin!.name).toBe('gpu-settings');
    expect(admin!.default_member_permissions).toBe(PermissionFlagsBits.ManageGuild.toString());
    expect(admin!.name_localizations?.['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    expect(gpu!.default_member_permissions ?? null).toBeNull();
    expect(admin!.options).toEqual(sub('settings').options);
  });
});
