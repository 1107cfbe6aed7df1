/**
 * The interactive terminal advisor (`npm start` without bot tokens): a free-text question, then the
 * conversation's questions as numbered quick picks, then the advice with what to do next. It holds
 * no conversation state: the Advisor (src/session/) decides, stores and resumes; this file reads
 * lines, maps them to Advisor calls and prints the views with renderText.
 */
import { textBars } from '../../core/chart/index.ts';
import { formatMoney } from '../../core/present/format.ts';
import pc from 'picocolors';
import type { TFunction } from 'i18next';
import { normalizeLocale, translator, type Locale } from '../../core/i18n.ts';
import { renderText } from '../../core/present/text.ts';
import type { Action } from '../../core/present/view.ts';
import type { Settings } from '../../core/recommend/types.ts';
import type { Logger } from '../../logger.ts';
import { REMIND_VALUE, type Advisor, type Turn, type Where, type Who } from '../../session/index.ts';
import { argvLocale } from './context.ts';
import { createLineReader, type LineReader } from './line-reader.ts';

export interface InteractiveOptions {
  advisor: Advisor;
  logger: Logger;
  /** Command-line arguments after `npm start --` (only `--locale zh|en` is read). */
  argv?: readonly string[];
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** The terminal's language (LC_ALL > LC_MESSAGES > LANG, from the configuration). */
  platformLocale?: string | undefined;
  /** Colour is wanted (NO_COLOR unset); it is used only on a terminal. */
  color: boolean;
}

/** Words that leave from any prompt, in both languages. */
const QUIT = new Set(['quit', 'exit', 'q', '退出', '再见', '结束']);

/** The terminal is one person in one place; its settings scope is `cli`. */
const WHERE: Where = { platform: 'cli', scope: 'cli' };

export async function runInteractive(options: InteractiveOptions): Promise<number> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const tty = Boolean((output as NodeJS.WriteStream).isTTY) && Boolean((input as NodeJS.ReadStream).isTTY);
  const color = tty && options.color;
  const session = new Session({ ...options, output, color, reader: createLineReader(input, output, tty) });
  try {
    await session.run();
    return 0;
  } finally {
    session.reader.close();
  }
}

interface SessionDeps extends InteractiveOptions {
  output: NodeJS.WritableStream;
  color: boolean;
  reader: LineReader;
}

type Answer = { kind: 'choice'; value: string } | { kind: 'text'; text: string } | 'quit' | 'again' | 'relocalize';

class Session {
  readonly reader: LineReader;
  /** Unknown until the first question is read, unless --locale, the saved choice or LANG says. */
  private locale: Locale | undefined;
  private readonly who: Who;
  private readonly advisor: Advisor;
  private readonly c: ReturnType<typeof pc.createColors>;

  constructor(private readonly deps: SessionDeps) {
    this.reader = deps.reader;
    this.advisor = deps.advisor;
    this.c = pc.createColors(deps.color);
    const explicit = argvLocale(deps.argv ?? []);
    this.who = { userId: 'local', isAdmin: true, platformLocale: deps.platformLocale ?? null, ...(explicit ? { explicitLocale: explicit } : {}) };
  }

  private get t(): TFunction {
    return translator(this.locale ?? 'en');
  }

  private print(text = ''): void {
    this.deps.output.write(`${text}\n`);
  }

  async run(): Promise<void> {
    const settings = await this.advisor.settings(WHERE);
    this.locale = this.who.explicitLocale ? normalizeLocale(this.who.explicitLocale) : (settings.locale ?? normalizeLocale(this.who.platformLocale));
    this.greet();

    const resumed = await this.resume();
    if (resumed === 'quit') {
      this.leave(false);
      return;
    }
    let turn = resumed;
    for (;;) {
      if (!turn) {
        const text = await this.ask(this.t('terminal:askFirst'));
        if (text === null) {
          this.leave(false);
          return;
        }
        if (text === '') continue;
        turn = await this.guard(() => this.advisor.begin(this.who, WHERE, text));
        if (!turn) continue;
      }
      const next = await this.follow(turn);
      if (next === 'quit') return;
      turn = undefined;
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
  private async resume(): Promise<Turn | 'quit' | undefined> {
    const saved = await this.advisor.unfinished(this.who, WHERE);
    if (saved.status === 'expired') {
      this.print(this.t('terminal:expired'));
      return undefined;
    }
    if (saved.status !== 'open') return undefined;
    const answer = await this.ask(this.t('terminal:resume', { summary: saved.summary.length ? saved.summary.join('; ') : this.t('terminal:resumeNothing') }));
    if (answer === null) return 'quit';
    if (/^(n|no|否|不|不要)$/i.test(answer.trim())) {
      await this.advisor.discard(this.who, WHERE);
      return undefined;
    }
    this.print(this.t('terminal:resumed'));
    return this.guard(async () => (await this.advisor.resume(this.who, WHERE)) ?? this.advisor.begin(this.who, WHERE));
  }

  /** Show a turn and read answers until an advice has been dealt with; 'new' starts over. */
  private async follow(first: Turn): Promise<'new' | 'quit'> {
    let turn = first;
    for (;;) {
      this.locale = turn.locale;
      const show = turn.show;
      if (!show || turn.notice) {
        // The conversation is gone (it expired meanwhile): say so and start over.
        this.print(this.c.yellow(this.t('terminal:expired')));
        return 'new';
      }
      if (show.kind === 'cancelled' || show.kind === 'tab') {
        this.print(renderText({ ...show.view, actions: [] }, { color: this.deps.color }));
        this.print();
        return 'new';
      }
      if (show.kind === 'question') {
        const picks = show.view.actions.flat();
        this.print();
        this.print(renderText({ ...show.view, actions: [] }, { color: this.deps.color }));
        if (show.hint) this.print(this.c.yellow(show.hint));
        this.printPicks(picks);
        const answer = await this.answer(picks);
        if (answer === 'quit') return this.leave(true);
        if (answer === 'again') continue;
        turn = (await this.guard(() => this.reply(turn, answer))) ?? turn;
        continue;
      }
      this.print();
      this.print(renderText({ ...show.view, actions: [] }, { color: this.deps.color }));
      // The cost per option and billing mode as a compact text bar chart (a picture in the chat bots).
      if (show.charts && show.charts.cost.bars.length > 1) {
        const cost = show.charts.cost;
        this.print();
        this.print(textBars(cost, 24, (n) => formatMoney(turn.locale, n, cost.currency)));
      }
      const after = await this.afterAdvice(turn);
      if (after === 'quit') return this.leave(false);
      if (after === 'new') return 'new';
      turn = after;
    }
  }

  /** An answer to what is on screen, as an Advisor call; a language or currency change redoes the screen. */
  private reply(turn: Turn, answer: Exclude<Answer, 'quit' | 'again'>): Promise<Turn | undefined> {
    if (answer === 'relocalize') return this.advisor.restate(this.who, WHERE);
    if (answer.kind === 'choice') return this.advisor.choose(this.who, WHERE, turn.session ?? '', answer.value);
    return this.advisor.input(this.who, WHERE, answer.text);
  }

  /** The menu under an advice: the math, the alternatives, one-tap assumption changes, new, quit. */
  private async afterAdvice(turn: Turn): Promise<Turn | 'new' | 'quit'> {
    if (turn.show?.kind !== 'advice') return 'new';
    const view = turn.show.view;
    // The view's own buttons minus "remind me" (a terminal has nobody to remind later).
    const viewActions = view.actions.flat().filter((a) => a.value !== REMIND_VALUE);
    for (;;) {
      const t = this.t;
      const menu: Action[] = [...viewActions, { value: 'term:new', label: t('terminal:menu.new') }, { value: 'term:quit', label: t('terminal:menu.quit') }];
      this.print();
      this.print(this.c.bold(t('terminal:menu.title')));
      this.printPicks(menu);
      const answer = await this.answer(menu);
      if (answer === 'quit') return 'quit';
      if (answer === 'again') continue;
      if (answer !== 'relocalize' && answer.kind === 'choice') {
        if (answer.value === 'term:quit') return 'quit';
        if (answer.value === 'term:new') return 'new';
      }
      // A one-tap change ("set:…"), a view switch or free text ("int4", "50 users"): the Advisor answers.
      const next = await this.guard(() => this.reply(turn, answer));
      if (!next) continue;
      if (next.show?.kind === 'tab') {
        this.print();
        this.print(renderText({ ...next.show.view, actions: [] }, { color: this.deps.color }));
        continue;
      }
      return next;
    }
  }

  private printPicks(picks: Action[]): void {
    if (picks.length === 0) return;
    const width = String(picks.length).length;
    picks.forEach((p, i) => this.print(`  ${this.c.cyan(String(i + 1).padStart(width))}. ${p.label}`));
    this.print(this.c.dim(this.t('terminal:pickHint')));
  }

  /** Reads one answer: a pick number, a /command, quit, or free text. */
  private async answer(picks: Action[]): Promise<Answer> {
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
    return { kind: 'text', text };
  }

  /**
   * `/lang zh`, `/currency CNY`, `/help`: the terminal's settings, stored under scope `cli`.
   * Resolves true when what is on screen must be redone (another language or currency).
   */
  private async command(text: string): Promise<boolean> {
    const [name = '', value = ''] = text.slice(1).trim().split(/\s+/);
    try {
      if (name === 'lang' || name === 'language' || name === '语言') {
        const settings = await this.change({ locale: (normalizeLocale(value) ?? value) as Locale });
        // /lang is an explicit choice: it outranks --locale from here on.
        this.locale = settings.locale ?? this.locale;
        if (this.locale) this.who.explicitLocale = this.locale;
        this.print(this.t('terminal:languageSet'));
        return true;
      } else if (name === 'currency' || name === '币种') {
        const settings = await this.change({ currency: value.toUpperCase() as Settings['currency'] });
        this.print(this.t('terminal:currencySet', { currency: settings.currency }));
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

  private async change(patch: Partial<Settings>): Promise<Settings> {
    const changed = await this.advisor.setSettings(WHERE, this.who, patch);
    // The terminal's user is its own admin; a refusal cannot happen here.
    if (!changed.ok) throw new Error('terminal settings refused');
    return changed.settings;
  }

  private async ask(prompt: string): Promise<string | null> {
    const line = await this.reader.ask(prompt.endsWith(' ') ? prompt : `${prompt} `);
    if (line !== null && QUIT.has(line.trim().toLowerCase())) return null;
    return line?.trim() ?? null;
  }

  /** Runs an Advisor call; a user's mistake is shown in their language and the prompt continues. */
  private async guard(run: () => Promise<Turn | undefined>): Promise<Turn | undefined> {
    try {
      return await run();
    } catch (error) {
      this.report(error);
      return undefined;
    }
  }

  private report(error: unknown): void {
    const { text, bug } = this.advisor.explain(error, this.locale ?? 'en');
    if (bug) this.deps.logger.error({ err: error }, 'terminal advisor: unexpected error');
    this.print(this.c.red(text));
  }

  /** Leaving: an unfinished conversation stays saved (the Advisor stored it) for next time. */
  private leave(unfinished: boolean): 'quit' {
    if (unfinished) {
      this.print();
      this.print(this.t('terminal:saved'));
    }
    this.print(this.t('terminal:bye'));
    return 'quit';
  }
}
