/**
 * answerThenPictures on its own: the text first, the charts by a later edit — at most two such uploads at once, and an
 * edit overtaken by another answer on the same message dropped.
 */
import { EmbedBuilder } from 'discord.js';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../../src/core/chart/index.ts';
import { answerThenPictures, type Delivery, type Pictures } from '../../../src/adapters/discord/pictures.ts';

const chart = { kind: 'cost', title: 'Cost' } as unknown as ChartData;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A renderer whose PNGs come after `ms` (never from a cache: the text always goes first). */
function slowPictures(ms: number): Pictures {
  return { renderer: { png: async () => (await tick(ms), Buffer.from('png')), close: async () => undefined }, logger: pino({ level: 'silent' }), deadlineMs: 1000 };
}

describe('answerThenPictures', () => {
  it('adds the charts by an edit once drawn, two uploads at a time however many were drawn together', async () => {
    let running = 0;
    let most = 0;
    const edits: string[] = [];
    const delivery = (id: string): Delivery<{ embeds: EmbedBuilder[] }> => ({
      send: async () => id,
      edit: async () => {
        running += 1;
        most = Math.max(most, running);
        await tick(20);
        running -= 1;
        edits.push(id);
      },
    });
    const pictures = slowPictures(10);
    await Promise.all(Array.from({ length: 6 }, (_, i) => answerThenPictures({ embeds: [new EmbedBuilder().setTitle('advice')] }, [chart], pictures, delivery(`m${i}`))));
    expect(edits.sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(most).toBe(2);
  });

  it('drops a charts edit still waiting when another answer was drawn on the same message', async () => {
    const edits: string[] = [];
    const delivery: Delivery<{ embeds: EmbedBuilder[] }> = { send: async () => 'same', edit: async () => void edits.push('edit') };
    const first = answerThenPictures({ embeds: [new EmbedBuilder().setTitle('advice')] }, [chart], slowPictures(30), delivery);
    await tick(5);
    // A tab pressed meanwhile: drawn again on the same message, without charts.
    await answerThenPictures({ embeds: [new EmbedBuilder().setTitle('math')] }, [], undefined, delivery);
    await first;
    expect(edits).toEqual([]);
  });
});
