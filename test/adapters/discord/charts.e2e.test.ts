/**
 * The advice's charts as pictures on Discord, end to end: the real discord.js client against the fake
 * Discord. `/gpu ask` with a complete question: an edit uploads cost.png and vram.png (PNGs that
 * decode at the chart size) shown in the embeds (`attachment://…`) — with the answer when the charts
 * are cached, else just after the answer went as text. A renderer that fails or is too slow never
 * costs the answer: the text goes alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CHART_SIZE, createChartRenderer, type ChartRenderer } from '../../../src/render/index.ts';
import { pngDimensions } from '../multipart.ts';
import type { FakeDiscord, RecordedCall } from './fake-discord.ts';
import { slashCommand } from './fixtures.ts';
import { editOf, useDiscord } from './team-harness.ts';

const QUESTION = 'Qwen2.5-7B chatbot for 20 users, 8 hours a day';
const renderer = createChartRenderer();
afterAll(() => renderer.close());
const discord = useDiscord();
const start = async (charts: ChartRenderer, chartDeadlineMs: number): Promise<FakeDiscord> => (await discord.start({ deps: { charts, chartDeadlineMs } })).fake;

async function ask(fake: FakeDiscord): Promise<RecordedCall> {
  return editOf(fake, dispatchAsk(fake), 40_000);
}

function dispatchAsk(fake: FakeDiscord): string {
  const command = slashCommand('ask', [{ name: 'question', value: QUESTION }]);
  fake.dispatch('INTERACTION_CREATE', command);
  return command.token;
}

/** The edit of the reply that uploads pictures (the answer's first edit when they were cached, else the next). */
function picturesEdit(fake: FakeDiscord, token: string): Promise<RecordedCall> {
  return fake.waitFor((c) => c.method === 'PATCH' && c.path.includes(`/${token}/messages/`) && (c.files?.length ?? 0) > 0, 40_000);
}

type Embed = { title?: string; image?: { url: string } };

describe('advice charts on Discord', () => {
  it('the final advice edit uploads cost.png and vram.png, shown in the embeds', async () => {
    const fake = await start(renderer, 30_000);
    const edit = await picturesEdit(fake, dispatchAsk(fake));
    expect(edit.files?.map((f) => f.filename)).toEqual(['cost.png', 'vram.png']);
    for (const file of edit.files!) expect(pngDimensions(file.data)).toEqual(CHART_SIZE);
    const embeds = edit.body.embeds as Embed[];
    expect(embeds[0]!.title).toBeTruthy();
    expect(embeds[0]!.image?.url).toBe('attachment://cost.png');
    expect(embeds[1]!.image?.url).toBe('attachment://vram.png');
    // The same PNG bytes as rendering the advice's chart again (the renderer's cache by data).
    expect(edit.body.attachments.map((a: { id: number | string }) => String(a.id))).toEqual(['0', '1']);
  }, 60_000);

  it('/gpu card and /gpu compare upload their chart with the view, shown in its embed', async () => {
    const fake = await start(renderer, 30_000);
    for (const [sub, options, file, title] of [
      ['card', [{ name: 'gpu', value: 'h100' }], 'price.png', /H100/],
      ['compare', [{ name: 'a', value: 'rtx 4090' }, { name: 'b', value: 'h100' }], 'compare.png', /4090.*H100/],
    ] as const) {
      const command = slashCommand(sub, [...options], { locale: 'zh-CN' });
      fake.dispatch('INTERACTION_CREATE', command);
      const edit = await picturesEdit(fake, command.token);
      expect(edit.files?.map((f) => f.filename)).toEqual([file]);
      expect(pngDimensions(edit.files![0]!.data)).toEqual(CHART_SIZE);
      const embeds = edit.body.embeds as Embed[];
      expect(embeds).toHaveLength(1);
      expect(embeds[0]!.title).toMatch(title);
      expect(embeds[0]!.image?.url).toBe(`attachment://${file}`);
    }
  }, 60_000);

  it('the answer does not wait for its charts: the text goes first, one edit adds the pictures when drawn', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: ChartRenderer = { png: async (chart) => gate.then(() => renderer.png(chart)), close: async () => undefined };
    const fake = await start(slow, 30_000);
    const token = dispatchAsk(fake);
    const text = await editOf(fake, token, 40_000);
    expect(text.files).toBeUndefined();
    const title = (text.body.embeds as Embed[])[0]!.title;
    expect(title).toBeTruthy();
    release();
    const drawn = await picturesEdit(fake, token);
    expect(drawn.files?.map((f) => f.filename)).toEqual(['cost.png', 'vram.png']);
    expect((drawn.body.embeds as Embed[])[0]).toMatchObject({ title, image: { url: 'attachment://cost.png' } });
    expect(fake.calls.filter((c) => c.method === 'PATCH' && c.path.includes(`/${token}/messages/`))).toHaveLength(2);
  }, 60_000);

  it('a renderer that fails, or one too slow for the deadline: the advice goes as text alone', async () => {
    const failing: ChartRenderer = { png: async () => Promise.reject(new Error('no font')), close: async () => undefined };
    const hanging: ChartRenderer = { png: () => new Promise<Buffer>(() => undefined), close: async () => undefined };
    for (const [charts, deadline] of [[failing, 5_000], [hanging, 100]] as const) {
      const fake = await start(charts, deadline);
      const edit = await ask(fake);
      expect(edit.files).toBeUndefined();
      const embeds = edit.body.embeds as Embed[];
      expect(embeds).toHaveLength(1);
      expect(embeds[0]!.image).toBeUndefined();
      expect(embeds[0]!.title).toBeTruthy();
    }
  }, 60_000);
});
