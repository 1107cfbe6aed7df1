/**
 * The interactive terminal advisor (`npm start` without bot tokens): a free-text question, then the
 * conversation's questions as numbered quick picks, then the advice with what to do next. It holds
 * no sizing logic: `start`/`step` decide, views are rendered with renderText. State and the
 * terminal's settings live in the store (scope `cli`), so quitting mid-way and starting again
 * offers to resume.
 */
import pc from 'picocolors';
import type { TFunction } from 'i18next';
import { defaultCatalog, type Catalog } from '../../core/catalog/index.ts';
import { start, step } from '../../core/conversation/index.ts';
import type { ConversationState, Input, StepResult } from '../../core/conversation/types.ts';
import { isUserError, userErrorText } from '../../core/errors.ts';
import { detectTextLocale, normalizeLocale, translator, type Locale } from '../../core/i18n.ts';
import { summarize } from '../../core/present/question.ts';
import { renderText } from '../../core/present/text.ts';
import type { Action } from '../../core/present/view.ts';
import { DEFAULT_SETTINGS, type CoreContext, type Settings } from '../../core/recommend/types.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { deleteConversation, loadConversation, saveConversation } from '../../store/conversations.ts';
import type { Store } from '../../store/index.ts';
import { getSettings, operatorDefaults, setSettings } from '../../store/settings.ts';
import { argvLocale, envLocale } from './context.ts';
import { createLineReader, type LineReader } from './line-reader.ts';

export const CLI_SCOPE = 'cli';
const CONVERSATION_KEY = 'cli';

export interface InteractiveOptions {
  store: Store;
  config: Pick<Config, 'currency'>;
  logger: Logger;
  /** Command-line arguments after `npm start --` (only `--locale zh|en` is read). */
  argv?: readonly string[];
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  env?: Record<string, string | undefined>;
  /** Defaults to the repository catalog with the operator's environment. */
  catalog?: () => Catalog;
  /** The core has no clock; the terminal passes the wall clock. */
  now?: () => Date;
}

/** Words that leave from any prompt, in both languages. */
const QUIT = new Set(['quit', 'exit', 'q', '退出', '再见', '结束']);

/** --locale, then the terminal's saved choice, then LC_ALL/LC_MESSAGES/LANG; undefined = decide from the first question's language. */
function initialLocale(argv: readonly string[], saved: Locale | undefined, env: Record<string, string | undefined>): Locale | undefined {
  return argvLocale(argv) ?? saved ?? envLocale(env);
}

export async function runInteractive(options: InteractiveOptions): Promise<number> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const tty = Boolean((output as NodeJS.WriteStream).isTTY) && Boolean((input as NodeJS.ReadStream).isTTY);
  const env = options.env ?? process.env;
  const color = tty && !env.NO_COLOR;
  const session = new Session({
    ...options,
    output,
    env,
    color,
    reader: createLineReader(input, output, tty),
    catalog: options.catalog ?? defaultCatalog,
    now: options.now ?? (() => new Date()),
  });
  try {
    await session.run();
    return 0;
  } finally {
    session.reader.close();
  }
}

interface SessionDeps extends InteractiveOptions {
  output: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
  color: boolean;
  reader: LineReader;
  catalog: () => Catalog;
  now: () => Date;
}

class Session {
  readonly reader: LineReader;
  private locale: Locale | undefined;
  private settings: Settings = DEFAULT_SETTINGS;
  private readonly c: ReturnType<typeof pc.createColors>;

  constructor(private readonly deps: SessionDeps) {
    this.reader = deps.reader;
    this.c = pc.createColors(deps.color);
  }

  private get t(): TFunction {
    return translator(this.locale ?? 'en');
  }

  private print(text = ''): void {
    this.deps.output.write(`${text}\n`);
  }

  private ctx(): CoreContext {
    return { catalog: this.deps.catalog(), now: this.deps.now(), locale: this.locale ?? 'en', settings: this.settings };
  }

  async run(): Promise<void> {
    const { store, config, logger } = this.deps;
    this.settings = await getSettings(store, CLI_SCOPE, operatorDefaults(config.currency), logger);
    this.locale = initialLocale(this.deps.argv ?? [], this.settings.locale, this.deps.env);
    this.greet();

    const resumed = await this.resume();
    if (resumed === 'quit') {
      await this.leave(undefined);
      return;
    }
    let result = resumed;
    for (;;) {
      if (!result) {
        const text = await this.ask(this.t('terminal:askFirst'));
        if (text === null) {
          await this.leave(undefined);
          return;
        }
        if (text === '') continue;
        this.locale ??= detectTextLocale(text) ?? 'en';
        result = this.guard(() => start(this.ctx(), text));
        if (!result) continue;
      }
      const next = await this.follow(result);
      if (next === 'quit') return;
      result = next === 'new' ? undefined : next;
    }
  }

  private greet(): void {
    const c = this.c;
    // Before the first question the language may be unknown: greet in both.
    const locales: Locale[] = this.locale ? [this.locale] : ['en', 'zh'];
    for (const l of locales) {
      const t = translator(l);
      this.print(c.bold(t('terminal:greeting')));
      this.print(c.dim(t('terminal:intro')));
      this.print(c.dim(t('terminal:commandsHelp')));
    }
    this.print();
  }

  /** Offer to continue a saved, unfinished conversation. */
  private async resume(): Promise<StepResult | 'quit' | undefined> {
    const saved = await loadConversation(this.deps.store, CONVERSATION_KEY, { now: this.deps.now(), logger: this.deps.logger });
    if (saved.status === 'expired') {
      this.print(this.t('terminal:expired'));
      await deleteConversation(this.deps.store, CONVERSATION_KEY);
      return undefined;
    }
    if (saved.status !== 'active' || saved.state.done) return undefined;
    const lines = summarize(this.ctx(), saved.state.request);
    const answer = await this.ask(this.t('terminal:resume', { summary: lines.length ? lines.join('; ') : this.t('terminal:resumeNothing') }));
    if (answer === null) return 'quit';
    if (/^(n|no|否|不|不要)$/i.test(answer.trim())) {
      await deleteConversation(this.deps.store, CONVERSATION_KEY);
      return undefined;
    }
    this.print(this.t('terminal:resumed'));
    // Restarting from what was known asks exactly the questions still open.
    return this.guard(() => start(this.ctx(), undefined, saved.state.request));
  }

  /** Show a result and read answers until an advice has been dealt with; 'new' starts over. */
  private async follow(first: StepResult): Promise<StepResult | 'new' | 'quit'> {
    let result = first;
    for (;;) {
      const { state, next } = result;
      if (next.kind === 'cancelled') {
        await deleteConversation(this.deps.store, CONVERSATION_KEY);
        this.print(renderText(next.view, { color: this.deps.color }));
        this.print();
        return 'new';
      }
      if (next.kind === 'question') {
        await saveConversation(this.deps.store, CONVERSATION_KEY, state, { now: this.deps.now() });
        const picks = next.question.view.actions.flat();
        this.print();
        this.print(renderText({ ...next.question.view, actions: [] }, { color: this.deps.color }));
        if (next.question.hint) this.print(this.c.yellow(next.question.hint));
        this.printPicks(picks);
        const answer = await this.answer(picks);
        if (answer === 'quit') return this.leave(state);
        if (answer === 'again') continue;
        if (answer === 'relocalize') {
          result = this.redo(state) ?? result;
          continue;
        }
        result = this.guard(() => step(this.ctx(), state, answer)) ?? result;
        continue;
      }
      // Advice: the conversation is finished; nothing left to resume.
      await deleteConversation(this.deps.store, CONVERSATION_KEY);
      this.print();
      this.print(renderText({ ...next.view, actions: [] }, { color: this.deps.color }));
      const after = await this.afterAdvice(result);
      if (after === 'quit' || after === 'new') return after === 'quit' ? this.leave(undefined) : 'new';
      result = after;
    }
  }

  /** The menu under an advice: the math, the alternatives, one-tap assumption changes, new, quit. */
  private async afterAdvice(result: StepResult): Promise<StepResult | 'new' | 'quit'> {
    if (result.next.kind !== 'advice') return 'new';
    const { next, state } = result;
    const t = this.t;
    // The view's own buttons minus "remind me" (a terminal has nobody to remind later).
    const viewActions = next.view.actions.flat().filter((a) => a.value !== 'remind');
    const menu: Action[] = [...viewActions, { value: 'term:new', label: t('terminal:menu.new') }, { value: 'term:quit', label: t('terminal:menu.quit') }];
    for (;;) {
      this.print();
      this.print(this.c.bold(t('terminal:menu.title')));
      this.printPicks(menu);
      const answer = await this.answer(menu);
      if (answer === 'quit') return 'quit';
      if (answer === 'again') continue;
      if (answer === 'relocalize') {
        const redone = this.redo(state);
        if (redone) return redone;
        continue;
      }
      const value = answer.kind === 'choice' ? answer.value : undefined;
      if (value === 'term:quit') return 'quit';
      if (value === 'term:new') return 'new';
      if (value === 'math' || value === 'alts') {
        this.print();
        this.print(renderText({ ...(value === 'math' ? next.math : next.alternatives), actions: [] }, { color: this.deps.color }));
        continue;
      }
      // A one-tap change ("set:…") or free text ("int4", "50 users"): the conversation re-answers.
      const changed = this.guard(() => step(this.ctx(), state, answer));
      if (changed) return changed;
    }
  }

  private printPicks(picks: Action[]): void {
    if (picks.length === 0) return;
    const width = String(picks.length).length;
    picks.forEach((p, i) => this.print(`  ${this.c.cyan(String(i + 1).padStart(width))}. ${p.label}`));
    this.print(this.c.dim(this.t('terminal:pickHint')));
  }

  /** Reads one answer: a pick number, a /command, quit, or free text. */
  private async answer(picks: Action[]): Promise<Input | 'quit' | 'again' | 'relocalize'> {
    const line = await this.ask('> ');
    if (line === null) return 'quit';
    const text = line.trim();
    if (text === '') return 'again';
    if (QUIT.has(text.toLowerCase())) return 'quit';
    if (text.startsWith('/')) return (await this.command(text)) ? 'relocalize' : 'again';
    if (/^\d+$/.test(text) && picks.length > 0) {
      const pick = picks[Number(text) - 1];
      if (pick) return { kind: 'choice', value: pick.value };
      // A bare number larger than the list may still be an answer ("20" users); let the core read it.
    }
    this.locale ??= detectTextLocale(text);
    return { kind: 'text', text };
  }

  /**
   * `/lang zh`, `/currency CNY`, `/help`: the terminal's settings, stored under scope `cli`.
   * Resolves true when what is on screen must be redone (another language or currency).
   */
  private async command(text: string): Promise<boolean> {
    const [name = '', value = ''] = text.slice(1).trim().split(/\s+/);
    const { store, logger, config } = this.deps;
    const defaults = operatorDefaults(config.currency);
    try {
      if (name === 'lang' || name === 'language' || name === '语言') {
        this.settings = await setSettings(store, CLI_SCOPE, { locale: (normalizeLocale(value) ?? value) as Locale }, defaults, logger);
        this.locale = this.settings.locale;
        this.print(this.t('terminal:languageSet'));
        return true;
      } else if (name === 'currency' || name === '币种') {
        this.settings = await setSettings(store, CLI_SCOPE, { currency: value.toUpperCase() as Settings['currency'] }, defaults, logger);
        this.print(this.t('terminal:currencySet', { currency: this.settings.currency }));
        return true;
      } else if (name === 'help' || name === '帮助') {
        this.print(this.t('terminal:commandsHelp'));
      } else {
        this.print(this.t('terminal:unknownCommand', { command: `/${name}`, help: this.t('terminal:commandsHelp') }));
      }
    } catch (error) {
      this.report(error);
    }
    return false;
  }

  /** The same request again under the new settings: the views are rebuilt in the new language or currency. */
  private redo(state: ConversationState): StepResult | undefined {
    return this.guard(() => start(this.ctx(), undefined, state.request));
  }

  private async ask(prompt: string): Promise<string | null> {
    const line = await this.reader.ask(prompt.endsWith(' ') ? prompt : `${prompt} `);
    if (line !== null && QUIT.has(line.trim().toLowerCase())) return null;
    return line?.trim() ?? null;
  }

  /** Runs a core call; a user's mistake is shown in their language and the prompt continues. */
  private guard(run: () => StepResult): StepResult | undefined {
    try {
      return run();
    } catch (error) {
      this.report(error);
      return undefined;
    }
  }

  private report(error: unknown): void {
    if (isUserError(error)) {
      this.print(this.c.red(userErrorText(this.locale ?? 'en', error)));
      return;
    }
    this.deps.logger.error({ err: error }, 'terminal advisor: unexpected error');
    this.print(this.c.red(this.t('errors:unexpected')));
  }

  /** Leaving: an unfinished conversation stays saved for next time. */
  private async leave(state: ConversationState | undefined): Promise<'quit'> {
    if (state && !state.done) {
      await saveConversation(this.deps.store, CONVERSATION_KEY, state, { now: this.deps.now() });
      this.print();
      this.print(this.t('terminal:saved'));
    }
    this.print(this.t('terminal:bye'));
    return 'quit';
  }
}
