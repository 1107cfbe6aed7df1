import { describe, expect, it } from 'vitest';
import { messageForTurn, messageForTab, answerModal } from '../../../src/adapters/discord/messages.ts';
import { customId } from '../../../src/adapters/discord/render.ts';
import { translator } from '../../../src/core/i18n.ts';
import type { View } from '../../../src/core/present/view.ts';

const view = (title: string, actions: View['actions'] = []): View => ({ title, description: 'Pick one', fields: [], actions });
const ids = (body: ReturnType<typeof messageForTurn>) => body.components.flatMap((r) => r.toJSON().components.map((c) => ('custom_id' in c ? c.custom_id : '')));

describe('conversation messages', () => {
  it('shows a re-ask hint above the question and offers "type your own"', () => {
    const body = messageForTurn({ kind: 'question', question: 'model', view: view('Which model?', [[{ value: 'model:qwen2.5-7b', label: 'Qwen' }]]), hint: 'Not a model I know' }, 'c1', 'zh');
    const embed = body.embeds[0]!.toJSON();
    expect(embed.description).toBe('⚠️ Not a model I know\n\nPick one');
    expect(ids(body)).toEqual([customId('c1', 'model:qwen2.5-7b'), customId('c1', '!custom')]);
    const labels = body.components.flatMap((r) => r.toJSON().components.map((c) => ('label' in c ? c.label : '')));
    expect(labels).toContain(translator('zh')('discord:custom.button'));
  });

  it('drops the buttons of a cancelled conversation', () => {
    const body = messageForTurn({ kind: 'cancelled', view: view('Cancelled', [[{ value: 'restart', label: 'again' }]]) }, 'c1', 'en');
    expect(body.components).toHaveLength(0);
  });

  it('switches between the advice, the math and the alternatives with a way back', () => {
    const main = view('Advice', [[{ value: 'math', label: 'Math' }, { value: 'alts', label: 'Alts' }, { value: 'remind', label: 'Remind' }]]);
    const views = { main, math: view('Math'), alternatives: view('Alternatives') };
    const math = messageForTab(views, 'math', 'c2', 'en');
    expect(math.embeds[0]!.toJSON().title).toBe('Math');
    expect(ids(math)).toEqual([customId('c2', 'alts'), customId('c2', 'remind'), customId('c2', 'main')]);
    expect(ids(messageForTab(views, 'main', 'c2', 'en'))).toEqual([customId('c2', 'math'), customId('c2', 'alts'), customId('c2', 'remind')]);
  });

  it('builds the answer modal tied to the conversation, within Discord limits', () => {
    const modal = answerModal('c3', 'en', 'A very long question title that goes well beyond forty-five characters').toJSON();
    expect(modal.custom_id).toBe(customId('c3', '!modal'));
    expect(modal.title.length).toBeLessThanOrEqual(45);
    const input = (modal.components[0] as { components: { custom_id: string; label: string }[] }).components[0]!;
    expect(input.custom_id).toBe('answer');
    expect(input.label.length).toBeLessThanOrEqual(45);
  });
});
