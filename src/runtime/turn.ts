/**
 * One conversation turn's CPU work, as a pure function of plain data: read the text, plan, present,
 * and derive what the session stores with an advice (the shut-down plan, the charts' data, the
 * values its buttons offer). The Advisor runs it in this thread or hands it to the worker pool
 * (pool.ts); both run this same function, so an answer cannot depend on where it was computed.
 * Jobs and results are structured-clonable: no functions, no class instances (errors excepted,
 * see pool.ts).
 */
import { adviceCharts } from '../core/chart/index.ts';
import type { Catalog } from '../core/catalog/schema.ts';
import { start, step } from '../core/conversation/index.ts';
import { presentCompare, presentGpu } from '../core/present/catalog.ts';
import { presentPrices } from '../core/present/prices.ts';
import type { ConversationState, Input, Question } from '../core/conversation/types.ts';
import type { Locale } from '../core/i18n.ts';
import type { View } from '../core/present/view.ts';
import type { AdviceRequest, CoreContext, Settings } from '../core/recommend/types.ts';
import { runPlan } from '../session/reminders.ts';
import type { SessionRecord } from '../session/records.ts';
import { catalogFor } from '../session/settings.ts';
import type { AdviceCharts } from '../session/types.ts';

interface JobBase {
  settings: Settings;
  locale: Locale;
  /** The session's clock at the turn (the core never reads the time itself). */
  now: Date;
}

export type TurnJob =
  /** A new conversation from an optional first message and the platform's options. */
  | (JobBase & { kind: 'begin'; text?: string | undefined; prefill?: AdviceRequest | undefined })
  /** An answer to the conversation's open question (typed, or a button's value). */
  | (JobBase & { kind: 'step'; state: ConversationState; input: Input })
  /** The conversation again from what is known (after a language or currency change). */
  | (JobBase & { kind: 'restate'; request: AdviceRequest });

export type PlannedNext =
  | { kind: 'question'; question: Question }
  | { kind: 'advice'; view: View; math: View; alternatives: View; plan: NonNullable<SessionRecord['plan']>; charts: AdviceCharts }
  | { kind: 'cancelled'; view: View };

/** What the session needs from a turn: the core's new state and what to show, without the Advice itself. */
export interface Planned {
  state: ConversationState;
  next: PlannedNext;
  /** The answer values the shown views offer (their action rows): only these may be pressed next. */
  offered: string[];
}

/** Runs one turn against `catalog` (the whole catalog; the team's regions and spot choice shape it here). */
export function runTurn(catalog: Catalog, job: TurnJob): Planned {
  const ctx: CoreContext = { catalog: catalogFor(catalog, job.settings), now: job.now, locale: job.locale, settings: job.settings };
  let result;
  if (job.kind === 'begin') {
    result = start(ctx, job.text || undefined, job.prefill);
    // The team's default serving engine plans an inference question that names none.
    if (job.settings.engine && result.state.request.task === 'infer' && !result.state.request.engine) {
      result = start(ctx, job.text || undefined, { ...job.prefill, engine: job.settings.engine });
    }
  } else if (job.kind === 'step') {
    result = step(ctx, job.state, job.input);
  } else {
    result = start(ctx, undefined, job.request);
  }
  const next = result.next;
  if (next.kind === 'cancelled') return { state: result.state, next, offered: offeredValues([next.view]) };
  if (next.kind === 'question') return { state: result.state, next, offered: offeredValues([next.question.view]) };
  return {
    state: result.state,
    next: {
      kind: 'advice',
      view: next.view,
      math: next.math,
      alternatives: next.alternatives,
      plan: runPlan(next.advice, catalog, next.view.title),
      charts: adviceCharts(next.advice, catalog, job.locale),
    },
    offered: offeredValues([next.view, next.math, next.alternatives]),
  };
}

/** A catalog view (no conversation): a card, a comparison, the prices. */
export type ViewJob = (JobBase & { kind: 'card'; gpu: string }) | (JobBase & { kind: 'compare'; gpus: string[] }) | (JobBase & { kind: 'prices' });

/** Builds one catalog view against `catalog` (shaped by the team's regions and spot choice, as a turn). */
export function runView(catalog: Catalog, job: ViewJob): View {
  const ctx: CoreContext = { catalog: catalogFor(catalog, job.settings), now: job.now, locale: job.locale, settings: job.settings };
  if (job.kind === 'card') return presentGpu(ctx, job.gpu);
  if (job.kind === 'compare') return presentCompare(ctx, job.gpus);
  return presentPrices(ctx);
}

/** The answer values a message's views offer (their action rows). */
function offeredValues(views: View[]): string[] {
  return [...new Set(views.flatMap((v) => v.actions.flat().map((a) => a.value)))];
}
