/**
 * The Advisor: one conversation service for every front end. An adapter maps a platform event to
 * one call — `begin`, `input`, `choose` / `press`, `view`, `cancel` — and renders the `Turn` it gets
 * back. Everything between the pure core and a platform lives here: loading and saving the
 * conversation (one key scheme, src/session/keys.ts), who may press which button, the advice's
 * views, "remind me", settings, the turn's language (locale.ts) and the wording of errors.
 */
import { LRUCache } from 'lru-cache';
import { suggestGpus, suggestModels } from '../core/catalog/index.ts';
import type { ChartData } from '../core/chart/index.ts';
import type { Catalog } from '../core/catalog/schema.ts';
import type { Input } from '../core/conversation/types.ts';
import { isUserError, userErrorText } from '../core/errors.ts';
import { translator, type Locale } from '../core/i18n.ts';
import { formatMoney, formatNumber } from '../core/present/format.ts';
import { presentHelp } from '../core/present/help.ts';
import { summarize } from '../core/present/summary.ts';
import { teamCurrency, type AdviceRequest, type CoreContext, type Settings } from '../core/recommend/types.ts';
import type { View } from '../core/present/view.ts';
import type { Logger } from '../logger.ts';
import { isStoreUnavailable, type Store } from '../store/index.ts';
import { cancelReminder, getReminder, listReminders, rescheduleReminder, ReminderSchema, startReminderLoop, type Reminder, type ReminderLoop } from '../store/reminders.ts';
import { getSettings, getStoredSettings, setSettings, type SettingsPatch } from '../store/settings.ts';
import { readAction } from './actions.ts';
import { decodeButton, newSessionId } from './codec.ts';
import { updateClaim } from './keys.ts';
import { chooseLocale } from './locale.ts';
import { clearActive, deleteRecord, isLive, loadActive, loadRecord, RECORD_TTL_MS, saveRecord, setActive, type SessionRecord } from './records.ts';
import { dueMessage, parseRemind, readReminderButton, remindByCommand, remindFromSession, reminderPayload, runUp, type DueMessage } from './reminders.ts';
import { openReminder, samePlace, type OpenReminder } from './reminder-list.ts';
import { firedKey } from './keys.ts';
import { alertLines, checkPriceAlerts, createAlert, parseAlert, type PriceAlertDeps } from './alerts.ts';
import { deleteAlert, getAlert, listAlerts } from '../store/alerts.ts';
import { changeDigest, parseDigest, startDigestLoop, type DigestLoop, type DigestMessage, type DigestReply } from './digest.ts';
import type { Digest } from '../store/digests.ts';
import { catalogFor, settingsPanel, type SettingField, type SettingsCommand, type SettingsPanel } from './settings.ts';
import type { AdviceTab, Effect, Notice, Platform, ShownTurn, Turn, Where, Who } from './types.ts';
import { inThread, type TurnRunner } from '../runtime/pool.ts';
import type { Planned } from '../runtime/turn.ts';

/** The parts of the store the session uses. */
export type SessionStore = Pick<Store, 'conversations' | 'settings' | 'reminders' | 'alerts' | 'digests' | 'claimOnce'> & Partial<Pick<Store, 'hit'>>;

export interface AdvisorDeps {
  store: SessionStore;
  logger: Logger;
  catalog: () => Catalog;
  clock: () => Date;
  /** Settings of a scope that chose nothing (the operator's WHICHCARD_CURRENCY). */
  defaults: Settings;
  /** Per-user rate limit (WHICHCARD_RATE_LIMIT); absent: no limit. Counted in the store, so it holds across replicas. */
  rateLimit?: RateLimit | undefined;
  /** Where a turn's planning runs (src/runtime/): a worker pool in the bots; absent, this thread. */
  turns?: TurnRunner | undefined;
}

/** At most `max` turns per user in each window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Whether to serve a user's turn: `ok`; `warn` the first time the limit is passed in a window (the
 * adapter answers errors:rateLimited once); `drop` after that (silence, or the bot itself would flood).
 */
export type Admission = 'ok' | 'warn' | 'drop';

/**
 * How conversations behave on each platform. Telegram and the terminal keep one live conversation
 * per person (free text continues it) and only its owner may press its buttons; on Discord every
 * message is its own conversation that anyone in the channel may continue.
 */
interface Policy {
  ownerOnly: boolean;
  oneLive: boolean;
  /** Free text after an advice changes that advice (terminal) rather than starting a new question. */
  refineAfterAdvice: boolean;
}

const POLICY: Record<Platform, Policy> = {
  telegram: { ownerOnly: true, oneLive: true, refineAfterAdvice: false },
  cli: { ownerOnly: true, oneLive: true, refineAfterAdvice: true },
  discord: { ownerOnly: false, oneLive: false, refineAfterAdvice: false },
};

/** Telegram re-delivers an update it thinks was lost; each is handled once for this long. */
const UPDATE_DEDUPE_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
/** Records kept between commit and attach; more in flight at once than this are read back from the store. */
const JUST_COMMITTED_MAX = 256;
/** How long one event's settings read is reused by the calls made for it (a long-lived `where`, the terminal's, reads again). */
const SETTINGS_READ_MS = 1000;

/** Whether the new view replaces the pressed message (edit) or comes as a new one. */
type Mode = 'edit' | 'new';

/** A catalog view (a card, a comparison, help): no conversation, no buttons. */
export interface CatalogTurn {
  locale: Locale;
  view: View;
  /** `/card`'s prices or `/compare`'s figures as chart data (src/core/chart/), for a front end that draws pictures. */
  chart?: ChartData;
}

/** The settings panel after a look or a change; a refused change comes back as a notice. */
export interface SettingsTurn {
  locale: Locale;
  panel?: SettingsPanel;
  changed?: SettingField;
  notice?: Notice;
}

export type Unfinished = { status: 'none' } | { status: 'expired' } | { status: 'open'; summary: string[] };

export class Advisor {
  private readonly turns: TurnRunner;

  constructor(private readonly deps: AdvisorDeps) {
    this.turns = deps.turns ?? inThread(deps.catalog);
  }

  // ── language, settings, context ──────────────────────────────────────────────────────────────

  /**
   * A scope's settings; a channel's own choices (Discord, optional) override its server's. Read once per
   * platform event: an adapter builds one `where` per update and hands it to every call it makes (its
   * middleware's language, then the turn), so a read younger than SETTINGS_READ_MS is reused for it.
   */
  settings(where: Where): Promise<Settings> {
    const now = performance.now();
    const kept = this.settingsRead.get(where);
    if (kept && now - kept.at < SETTINGS_READ_MS) return kept.settings;
    const settings = this.readSettings(where);
    this.settingsRead.set(where, { at: now, settings });
    // A failed read (an outage) is not kept: the next call asks the store again.
    settings.catch(() => this.settingsRead.delete(where));
    return settings;
  }

  private readonly settingsRead = new WeakMap<Where, { at: number; settings: Promise<Settings> }>();

  private async readSettings(where: Where): Promise<Settings> {
    const base = await getSettings(this.deps.store, where.scope, this.deps.defaults, this.deps.logger);
    if (!where.channelScope) return base;
    return { ...base, ...(await getStoredSettings(this.deps.store, where.channelScope, this.deps.logger)) };
  }

  /** The settings and language of a turn that belongs to no conversation (a command, a notice). */
  async context(who: Who, where: Where, text?: string): Promise<{ settings: Settings; locale: Locale }> {
    const settings = await this.settings(where);
    return { settings, locale: chooseLocale({ explicit: who.explicitLocale, stored: settings.locale, platform: who.platformLocale, text: text ?? null }) };
  }

  /**
   * Change a scope's settings. In a group or server only an admin may (the adapter passes the
   * platform's answer in `who.isAdmin`); a bad value throws UserError 'invalidSetting'.
   */
  async setSettings(where: Where, who: Who, patch: SettingsPatch, target: 'scope' | 'channel' = 'scope'): Promise<{ ok: true; settings: Settings } | { ok: false; notice: Notice }> {
    if (where.shared && !who.isAdmin) return { ok: false, notice: { kind: 'notAdmin' } };
    const scope = target === 'channel' && where.channelScope ? where.channelScope : where.scope;
    await setSettings(this.deps.store, scope, patch, this.deps.defaults, this.deps.logger);
    this.settingsRead.delete(where);
    return { ok: true, settings: await this.settings(where) };
  }

  /** The settings panel: what is set (everyone may read) and, for an admin, the controls. */
  async settingsPanel(who: Who, where: Where): Promise<{ locale: Locale; settings: Settings; panel: SettingsPanel }> {
    const { settings, locale } = await this.context(who, where);
    const canChange = !where.shared || who.isAdmin === true;
    const scopeLabel = translator(locale)(`team:settings.scope.${where.shared ? (where.platform === 'discord' ? 'server' : 'group') : 'private'}`);
    return { locale, settings, panel: settingsPanel(settings, locale, this.deps.catalog(), canChange, scopeLabel, where.platform) };
  }

  /**
   * `/settings budget 3000` and friends, and a panel control's choice: change one field (admins
   * only in a group) and answer with the panel as it now is. A bad field or value throws UserError.
   */
  async changeSetting(who: Who, where: Where, command: SettingsCommand, target: 'scope' | 'channel' = 'scope'): Promise<SettingsTurn> {
    if (command.kind === 'change') {
      const { settings, locale } = await this.context(who, where);
      // A budget is an amount in the team's currency: pin the currency it was typed in, so a reader
      // of the other language does not see the same number in another currency.
      const patch = typeof command.patch.budget === 'number' && !command.patch.currency && !settings.currency ? { ...command.patch, currency: teamCurrency({ settings, locale }) } : command.patch;
      const changed = await this.setSettings(where, who, patch, target);
      if (!changed.ok) return { ...(await this.context(who, where)), notice: changed.notice };
    }
    const shown = await this.settingsPanel(who, where);
    return { locale: shown.locale, panel: shown.panel, ...(command.kind === 'change' ? { changed: command.field } : {}) };
  }

  private core(settings: Settings, locale: Locale): CoreContext {
    return { catalog: catalogFor(this.deps.catalog(), settings), now: this.deps.clock(), locale, settings };
  }

  /** The text a user reads for an error: a UserError's own message, else a logged, generic apology. */
  explain(error: unknown, locale: Locale): { text: string; bug: boolean } {
    if (isUserError(error)) return { text: userErrorText(locale, error), bug: false };
    return { text: translator(locale)('errors:unexpected'), bug: true };
  }

  /**
   * True the first time a platform's update id is seen (re-deliveries are dropped). While the store
   * is down the update is served anyway: answering twice beats not answering (a conversation turn
   * then fails with the localized outage message; /help still works).
   */
  async firstDelivery(platform: Platform, updateId: string | number): Promise<boolean> {
    try {
      return await this.deps.store.claimOnce(updateClaim(platform, updateId), UPDATE_DEDUPE_MS);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      return true;
    }
  }

  /**
   * Count one turn of `who` against the rate limit (per platform and user, across replicas). A store
   * outage admits: the limiter must not turn an outage into "slow down" for everyone.
   */
  async admit(who: Who, where: Where): Promise<Admission> {
    const limit = this.deps.rateLimit;
    const hit = this.deps.store.hit;
    if (!limit || !hit) return 'ok';
    let count: number;
    try {
      count = await hit.call(this.deps.store, `${where.platform}:${who.userId}`, limit.windowMs);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      return 'ok';
    }
    if (count <= limit.max) return 'ok';
    return count === limit.max + 1 ? 'warn' : 'drop';
  }

  // ── the conversation ─────────────────────────────────────────────────────────────────────────

  /** A new conversation from an optional first message and/or the platform's options (prefill). */
  async begin(who: Who, where: Where, text?: string, prefill?: AdviceRequest): Promise<ShownTurn> {
    const { settings, locale } = await this.context(who, where, text);
    const result = await this.turns.run({ kind: 'begin', settings, locale, now: this.deps.clock(), text, prefill });
    const effects: Effect[] = [];
    const policy = POLICY[where.platform];
    if (policy.oneLive) {
      // The superseded question's buttons would only answer "expired" now.
      const previous = await this.activeRecord(who, where);
      if (previous && !previous.views && previous.messageId) effects.push({ kind: 'retireButtons', messageId: previous.messageId });
    }
    return this.commit(who, where, undefined, newSessionId(), result, locale, 'new', effects);
  }

  /**
   * Typed text: the answer to the open question of `session` (Discord's "type your own") or of the
   * person's live conversation; without one, a new conversation.
   */
  async input(who: Who, where: Where, text: string, session?: string): Promise<Turn> {
    const policy = POLICY[where.platform];
    const now = this.deps.clock();
    if (session !== undefined) {
      const record = await loadRecord(this.deps.store, session, this.deps.logger);
      if (!record || !isLive(record, now)) return this.notice(who, where, { kind: 'expired' });
      return this.advance(who, where, record, { kind: 'text', text }, 'edit');
    }
    const record = await this.activeRecord(who, where);
    const open = record && isLive(record, now) && !record.state.cancelled && (record.state.pending !== undefined || (policy.refineAfterAdvice && record.state.done));
    if (!record || !open) return this.begin(who, where, text);
    const turn = await this.advance(who, where, record, { kind: 'text', text }, 'new');
    // The answered question moved to a new message; its old buttons would only say "expired".
    if (record.messageId) turn.effects.push({ kind: 'retireButtons', messageId: record.messageId });
    return turn;
  }

  /** A button press as the platform delivered it (callback_data, custom_id). */
  async press(who: Who, where: Where, data: string | undefined | null): Promise<Turn> {
    const press = decodeButton(data);
    if (press.kind === 'session') return this.choose(who, where, press.session, press.value);
    if (press.kind === 'language') {
      const changed = await this.setSettings(where, who, { locale: press.locale });
      if (!changed.ok) return this.notice(who, where, changed.notice);
      return { locale: press.locale, notice: { kind: 'languageSet' }, effects: [] };
    }
    return this.notice(who, where, { kind: 'expired' });
  }

  /**
   * A press of one of `session`'s buttons. The advice's own buttons (its views, "remind me") work
   * on any answer still on record; a question's only while its conversation is live — and, where a
   * person has one live conversation, only on that one. Anything else is answered with a notice.
   */
  async choose(who: Who, where: Where, session: string, value: string): Promise<Turn> {
    const record = await this.pressable(who, where, session);
    if ('kind' in record) return this.notice(who, where, record);
    const action = readAction(value);
    if (record.views && action.kind === 'view') return this.tab(who, where, { ...record, views: record.views }, action.which);
    if (record.views && action.kind === 'remind') return this.remind(who, where, record);
    // Only what the message offers may be answered: a forged or stale value changes nothing.
    if (record.offered && !record.offered.includes(value)) return this.notice(who, where, { kind: 'invalidButton' });
    const policy = POLICY[where.platform];
    if (!isLive(record, this.deps.clock())) return this.notice(who, where, { kind: 'expired' });
    if (policy.oneLive && (await loadActive(this.deps.store, where.platform, place(where), record.ownerId)) !== record.id) {
      return this.notice(who, where, { kind: 'expired' });
    }
    return this.advance(who, where, record, { kind: 'choice', value }, 'edit');
  }

  /** One of an advice's views (the math, the alternatives, or back to the advice). */
  async view(who: Who, where: Where, session: string, which: AdviceTab): Promise<Turn> {
    const record = await this.pressable(who, where, session);
    if ('kind' in record) return this.notice(who, where, record);
    if (!record.views) return this.notice(who, where, { kind: 'expired' });
    return this.tab(who, where, { ...record, views: record.views }, which);
  }

  /** The language of `session` while it can still take an answer (Discord checks before opening its modal). */
  async alive(session: string): Promise<Locale | undefined> {
    const record = await loadRecord(this.deps.store, session, this.deps.logger);
    return record && isLive(record, this.deps.clock()) ? record.locale : undefined;
  }

  /** `/cancel`: the core's own cancel of the person's live conversation, or "nothing to cancel". */
  async cancel(who: Who, where: Where): Promise<Turn> {
    const record = await this.activeRecord(who, where);
    if (!record || !isLive(record, this.deps.clock()) || record.state.done) return this.notice(who, where, { kind: 'nothingToCancel' });
    const turn = await this.advance(who, where, record, { kind: 'text', text: 'cancel' }, 'new');
    if (record.messageId) turn.effects.push({ kind: 'retireButtons', messageId: record.messageId });
    return turn;
  }

  /** The message the session's buttons now sit on (after the adapter sent it). */
  async attach(session: string, messageId: string): Promise<void> {
    // The record was committed by this process a moment ago and its message has only now been sent; a
    // chat's updates are handled in order (the adapters' sequentialize), so nothing can have changed it:
    // the copy kept at commit saves reading it back.
    const kept = this.justCommitted.get(session);
    this.justCommitted.delete(session);
    const record = kept ?? (await loadRecord(this.deps.store, session, this.deps.logger));
    if (record) await saveRecord(this.deps.store, { ...record, messageId });
  }

  /** Records committed for a new message, until it is attached (bounded: a send that failed never attaches). */
  private readonly justCommitted = new LRUCache<string, SessionRecord>({ max: JUST_COMMITTED_MAX });

  // ── the terminal's resume ────────────────────────────────────────────────────────────────────

  /** An unfinished conversation of this person, to offer to continue. */
  async unfinished(who: Who, where: Where): Promise<Unfinished> {
    const record = await this.activeRecord(who, where);
    if (!record || record.state.done) return { status: 'none' };
    if (!isLive(record, this.deps.clock())) {
      await this.discard(who, where);
      return { status: 'expired' };
    }
    const { settings, locale } = await this.context(who, where);
    return { status: 'open', summary: summarize(this.core(settings, locale), record.state.request) };
  }

  /** Continue the unfinished conversation: what was known, and exactly the questions still open. */
  async resume(who: Who, where: Where): Promise<Turn | undefined> {
    return this.restate(who, where);
  }

  /** The live conversation again from what is known, in the current language and currency (after `/lang`). */
  async restate(who: Who, where: Where): Promise<Turn | undefined> {
    const record = await this.activeRecord(who, where);
    if (!record) return undefined;
    const { settings, locale } = await this.context(who, where);
    const result = await this.turns.run({ kind: 'restate', settings, locale, now: this.deps.clock(), request: record.state.request });
    return this.commit(who, where, record, record.id, result, locale, 'new', []);
  }

  async discard(who: Who, where: Where): Promise<void> {
    const id = await loadActive(this.deps.store, where.platform, place(where), who.userId);
    if (id) {
      this.justCommitted.delete(id);
      await deleteRecord(this.deps.store, id);
    }
    await clearActive(this.deps.store, where.platform, place(where), who.userId);
  }

  // ── the catalog's own views ──────────────────────────────────────────────────────────────────

  async card(who: Who, where: Where, gpu: string): Promise<CatalogTurn> {
    const { settings, locale } = await this.context(who, where);
    const now = this.deps.clock();
    const view = await this.turns.view({ kind: 'card', settings, locale, now, gpu });
    // After the view: an unknown card has already been refused with its suggestions. The charts (with the
    // catalog views and the estimator they use) load with the first card asked for, not at start-up.
    const { cardChart } = await import('../core/chart/catalog.ts');
    const chart = cardChart(this.viewContext(settings, locale, now), gpu);
    return { locale, view, ...(chart ? { chart } : {}) };
  }

  async compare(who: Who, where: Where, gpus: string[]): Promise<CatalogTurn> {
    const { settings, locale } = await this.context(who, where);
    const now = this.deps.clock();
    const view = await this.turns.view({ kind: 'compare', settings, locale, now, gpus });
    const { compareChart } = await import('../core/chart/catalog.ts');
    return { locale, view, chart: compareChart(this.viewContext(settings, locale, now), gpus) };
  }

  /** What a catalog view was built from (runView's context): the team's regions and spot choice applied. */
  private viewContext(settings: Settings, locale: Locale, now: Date): CoreContext {
    return { catalog: catalogFor(this.deps.catalog(), settings), now, locale, settings };
  }

  /** The price sources with their dates, and the cheapest offer per card (the team's providers and currency). */
  async prices(who: Who, where: Where): Promise<CatalogTurn> {
    const { settings, locale } = await this.context(who, where);
    return { locale, view: await this.turns.view({ kind: 'prices', settings, locale, now: this.deps.clock() }) };
  }

  async help(who: Who, where: Where, prefix: string): Promise<CatalogTurn> {
    const { locale } = await this.context(who, where);
    return { locale, view: presentHelp(locale, { prefix }) };
  }

  /** The catalog, for a platform's argument splitting ("/compare rtx 4090 h100"). */
  catalog(): Catalog {
    return this.deps.catalog();
  }

  /** Autocomplete over catalog names: models or GPUs, catalog ids as values. */
  suggest(kind: 'model' | 'gpu', partial: string, max: number): { id: string; name: string }[] {
    const catalog = this.deps.catalog();
    return (kind === 'model' ? suggestModels(catalog, partial, max) : suggestGpus(catalog, partial, max)).map((s) => ({ id: s.id, name: s.name }));
  }

  // ── reminders ────────────────────────────────────────────────────────────────────────────────

  /**
   * Deliver this platform's due reminders (the store's fire-once loop, which also looks once at
   * start-up); `deliver` gets the reminder worded for its language and throws to be retried. A
   * delivered reminder is kept a week for its Snooze / Done buttons.
   */
  deliverReminders(platform: Platform, deliver: (reminder: Reminder, message: DueMessage) => Promise<void>, options: { intervalMs?: number } = {}): ReminderLoop {
    return startReminderLoop({
      store: this.deps.store,
      now: this.deps.clock,
      platform,
      tickOnStart: true,
      deliver: async (reminder) => {
        // Kept for its buttons before it is posted, so a press the moment the post appears finds it.
        await this.deps.store.conversations.set(firedKey(reminder.id), reminder, RECORD_TTL_MS);
        await deliver(reminder, dueMessage(reminder, this.deps.clock()));
      },
      logger: this.deps.logger,
      ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    });
  }

  /** `/remind 8h a100 x4`: a reminder in this chat for this person; bad input throws a UserError. */
  async remindCommand(who: Who, where: Where, text: string): Promise<Turn> {
    const { settings, locale } = await this.context(who, where, text);
    const catalog = this.deps.catalog();
    const request = parseRemind(text, catalog);
    const set = await remindByCommand(this.deps.store, request, { catalog, settings, locale, now: this.deps.clock() }, who, where);
    return { locale, notice: { kind: 'reminderSet', dueAt: set.dueAt, hours: set.hours }, effects: [{ kind: 'reminderScheduled', reminder: set.reminder }] };
  }

  /** The open reminders of this chat or channel, soonest first, each with its cancel button. */
  async openReminders(who: Who, where: Where): Promise<{ locale: Locale; items: OpenReminder[] }> {
    const { locale } = await this.context(who, where);
    const now = this.deps.clock();
    const items = (await listReminders(this.deps.store, this.deps.logger))
      .filter((r) => r.platform === where.platform && samePlace(r, where))
      .map((r) => openReminder(r, locale, now));
    return { locale, items };
  }

  /**
   * A reminder's button: snooze (1 h / 4 h), "done, it's off", or cancel from the list. Only the
   * person it reminds (or an admin) may press; a reminder no longer on record is "expired".
   */
  async reminderPress(who: Who, where: Where, data: string): Promise<{ locale: Locale; notice: Notice; text?: string }> {
    const { settings, locale: presser } = await this.context(who, where);
    const press = readReminderButton(data);
    if (!press) return { locale: presser, notice: { kind: 'expired' } };
    const now = this.deps.clock();
    const open = await getReminder(this.deps.store, press.id);
    const fired = open ? undefined : ReminderSchema.safeParse(await this.deps.store.conversations.get(firedKey(press.id))).data;
    const reminder = open ?? fired;
    if (!reminder || reminder.platform !== where.platform) return { locale: presser, notice: { kind: 'expired' } };
    if (reminder.target.userId !== who.userId && !who.isAdmin) return { locale: presser, notice: { kind: 'notYours' } };
    // Snooze and done are added to the reminder's post, which the whole chat reads: in the chat's
    // language, else the one the reminder was posted in — not the presser's client's. A cancel from
    // the list answers the presser alone.
    const locale =
      press.action === 'x' ? presser : chooseLocale({ explicit: who.explicitLocale, stored: settings.locale, conversation: reminder.locale, platform: who.platformLocale });
    const t = translator(locale);
    if (press.action === 's1' || press.action === 's4') {
      const hours = press.action === 's1' ? 1 : 4;
      const dueAt = new Date(now.getTime() + hours * HOUR_MS);
      await rescheduleReminder(this.deps.store, reminder, dueAt, now);
      await this.deps.store.conversations.delete(firedKey(reminder.id));
      return { locale, notice: { kind: 'reminderSet', dueAt, hours }, text: t('team:remind.snoozed', { hours }) };
    }
    await cancelReminder(this.deps.store, reminder.id);
    await this.deps.store.conversations.delete(firedKey(reminder.id));
    const ran = runUp(reminderPayload(reminder), now);
    const total = ran.cost ? formatMoney(locale, ran.cost.amount, ran.cost.currency) : undefined;
    const text =
      press.action === 'done'
        ? total
          ? t('team:remind.doneCost', { hours: formatNumber(locale, ran.hours, 1), total })
          : t('team:remind.doneNoCost', { hours: formatNumber(locale, ran.hours, 1) })
        : t('team:remind.cancelled');
    return { locale, notice: { kind: 'error', text }, text };
  }

  // ── price alerts ─────────────────────────────────────────────────────────────────────────────

  private readonly alertDeliverers: PriceAlertDeps['deliver'] = {};

  /** A platform's way to post a fired price alert (registered when its bot starts). */
  onPriceAlert(platform: Platform, deliver: NonNullable<PriceAlertDeps['deliver'][Platform]>): void {
    this.alertDeliverers[platform] = deliver;
  }

  /** Check every price alert against `catalog` — call it after each price refresh with the new catalog. */
  checkPriceAlerts(catalog: Catalog): Promise<{ fired: string[]; rearmed: string[] }> {
    return checkPriceAlerts({ store: this.deps.store, logger: this.deps.logger, clock: this.deps.clock, defaults: this.deps.defaults, deliver: this.alertDeliverers }, catalog);
  }
  /** Checks the alerts against every catalog a price refresh brings (src/prices/refresh.ts); a failed check is logged. */
  checkAlertsOnRefresh(prices: { onRefreshed(listener: (catalog: Catalog) => Promise<void>): unknown }): void {
    prices.onRefreshed(async (catalog) => {
      await this.checkPriceAlerts(catalog).catch((error: unknown) => this.deps.logger.error({ err: error }, 'price alert check failed'));
    });
  }


  /** `/alert h100 below 15 CNY`: stored for this chat; an unknown card or a nonsense price throws a UserError. */
  async alertCommand(who: Who, where: Where, text: string): Promise<{ locale: Locale; text: string }> {
    const { settings, locale } = await this.context(who, where, text);
    const alert = await createAlert(this.deps.store, parseAlert(text, this.deps.catalog(), teamCurrency({ settings, locale })), { locale, now: this.deps.clock() }, who, where);
    return { locale, text: translator(locale)('team:alert.set', { gpu: alert.gpuName, threshold: formatMoney(locale, alert.threshold, alert.currency) }) };
  }

  /** This chat's alerts with their delete buttons. */
  async alertList(who: Who, where: Where): Promise<{ locale: Locale; items: ReturnType<typeof alertLines> }> {
    const { locale } = await this.context(who, where);
    return { locale, items: alertLines(await listAlerts(this.deps.store, this.deps.logger), where, locale) };
  }

  /** A delete button (`wa:x:<id>`): the alert's owner or an admin. */
  async alertPress(who: Who, where: Where, data: string): Promise<{ locale: Locale; text: string }> {
    const { locale } = await this.context(who, where);
    const t = translator(locale);
    const id = /^wa:x:([\w:-]{1,100})$/.exec(data)?.[1];
    const alert = id ? await getAlert(this.deps.store, id) : undefined;
    if (!alert || alert.platform !== where.platform) return { locale, text: t('team:alert.gone') };
    if (alert.target.userId !== who.userId && !who.isAdmin) return { locale, text: t('team:remind.notYours') };
    await deleteAlert(this.deps.store, alert.id);
    return { locale, text: t('team:alert.deleted', { gpu: alert.gpuName }) };
  }

  // ── daily spending digest ────────────────────────────────────────────────────────────────────

  /**
   * `/digest on 09:00 Asia/Shanghai`, `/digest off`, `/digest` (the state): changing it is for admins
   * in a group or server, like settings; a bad time or zone throws a UserError.
   */
  async digestCommand(who: Who, where: Where, text: string): Promise<DigestReply & { locale: Locale }> {
    const { locale } = await this.context(who, where);
    return { locale, ...(await changeDigest(this.deps.store, parseDigest(text), { who, where, locale, now: this.deps.clock() })) };
  }

  /** Post this platform's digests when due (and once at start-up for one missed while down); `deliver` throws to retry. */
  deliverDigests(platform: Platform, deliver: (digest: Digest, message: DigestMessage) => Promise<void>, options: { intervalMs?: number } = {}): DigestLoop {
    return startDigestLoop({
      store: this.deps.store,
      now: this.deps.clock,
      platform,
      deliver,
      logger: this.deps.logger,
      tickOnStart: true,
      ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    });
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────────

  private async activeRecord(who: Who, where: Where): Promise<SessionRecord | undefined> {
    const id = await loadActive(this.deps.store, where.platform, place(where), who.userId);
    return id ? loadRecord(this.deps.store, id, this.deps.logger) : undefined;
  }

  /** The record a press refers to, or why the press cannot be served. */
  private async pressable(who: Who, where: Where, session: string): Promise<SessionRecord | Notice> {
    const record = await loadRecord(this.deps.store, session, this.deps.logger);
    if (!record || record.platform !== where.platform || record.place !== place(where)) return { kind: 'expired' };
    // A press on another message than the one the session is on (Telegram): a superseded one.
    if (where.messageId !== undefined && record.messageId !== where.messageId) return { kind: 'expired' };
    if (POLICY[where.platform].ownerOnly && record.ownerId !== who.userId) return { kind: 'notYours' };
    return record;
  }

  /** Settings and language for a turn of an existing conversation. */
  private async turnContext(who: Who, where: Where, record: SessionRecord): Promise<{ settings: Settings; locale: Locale }> {
    const settings = await this.settings(where);
    const locale = chooseLocale({ explicit: who.explicitLocale, stored: settings.locale, conversation: record.locale, platform: who.platformLocale });
    return { settings, locale };
  }

  private async advance(who: Who, where: Where, record: SessionRecord, input: Input, mode: Mode): Promise<Turn> {
    const { settings, locale } = await this.turnContext(who, where, record);
    const result = await this.turns.run({ kind: 'step', settings, locale, now: this.deps.clock(), state: record.state, input });
    return this.commit(who, where, record, record.id, result, locale, mode, []);
  }

  /** Store the step's outcome (or forget a cancelled conversation) and say what to show. */
  private async commit(who: Who, where: Where, previous: SessionRecord | undefined, id: string, result: Planned, locale: Locale, mode: Mode, effects: Effect[]): Promise<ShownTurn> {
    const { store } = this.deps;
    const policy = POLICY[where.platform];
    const owner = previous?.ownerId ?? who.userId;
    const next = result.next;
    if (next.kind === 'cancelled') {
      this.justCommitted.delete(id);
      await deleteRecord(store, id);
      if (policy.oneLive) await clearActive(store, where.platform, place(where), owner);
      return { locale, session: id, show: { kind: 'cancelled', view: next.view }, effects };
    }
    const record: SessionRecord = {
      id,
      platform: where.platform,
      place: place(where),
      ownerId: owner,
      locale,
      savedAt: this.deps.clock().getTime(),
      state: result.state,
      ...(next.kind === 'advice' ? { views: { main: next.view, math: next.math, alternatives: next.alternatives }, plan: next.plan } : {}),
      offered: result.offered,
      // An edit keeps the message (and its buttons' place); a new message is attached once sent.
      ...(mode === 'edit' && previous?.messageId ? { messageId: previous.messageId } : {}),
    };
    await saveRecord(store, record);
    // Only the latest commit may be attached; an edit keeps its message, so there is nothing to attach.
    if (mode === 'new') this.justCommitted.set(id, record);
    else this.justCommitted.delete(id);
    if (policy.oneLive) await setActive(store, where.platform, place(where), owner, id);
    if (next.kind === 'advice') return { locale, session: id, show: { kind: 'advice', view: next.view, charts: next.charts }, effects };
    const q = next.question;
    return { locale, session: id, show: { kind: 'question', question: q.id, view: q.view, ...(q.hint ? { hint: q.hint } : {}) }, effects };
  }

  private async tab(who: Who, where: Where, record: SessionRecord & { views: NonNullable<SessionRecord['views']> }, which: AdviceTab): Promise<Turn> {
    const views = record.views;
    const { locale } = await this.turnContext(who, where, record);
    return { locale, session: record.id, show: { kind: 'tab', tab: which, view: views[which], views }, effects: [] };
  }

  private async remind(who: Who, where: Where, record: SessionRecord): Promise<Turn> {
    const { locale } = await this.context(who, where);
    if (!record.plan) return this.notice(who, where, { kind: 'expired' });
    const scheduled = await remindFromSession(this.deps.store, { ...record, plan: record.plan }, who, where, locale, this.deps.clock());
    if (scheduled.kind === 'already') return { locale, notice: { kind: 'reminderAlready' }, effects: [] };
    return { locale, notice: { kind: 'reminderSet', dueAt: scheduled.dueAt, hours: scheduled.hours }, effects: [{ kind: 'reminderScheduled', reminder: scheduled.reminder }] };
  }

  private async notice(who: Who, where: Where, notice: Notice): Promise<Turn> {
    const { locale } = await this.context(who, where);
    return { locale, notice, effects: [] };
  }
}

/** Where a person's live conversation is kept: the chat (or channel), else the settings scope. */
function place(where: Where): string {
  return where.chatId ?? where.channelId ?? where.scope;
}
