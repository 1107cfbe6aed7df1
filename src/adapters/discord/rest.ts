/**
 * discord.js's REST client counts every request against the bot's global limit of 50 a second, the
 * interaction endpoints included; Discord exempts those: "Interaction endpoints are not bound to the
 * bot's Global Rate Limit" (developer docs, topics/rate-limits#global-rate-limit). A command that is
 * deferred and then answered makes two or three of them, so at 50 commands a second the answers
 * queued behind the client's own limiter (~1 s each in bench/discord.ts) while Discord would have
 * taken them at once. The interaction routes (the callback, and the webhook routes an interaction's
 * token opens, both sent without the bot's token) go through a REST of their own without the global
 * limiter; their per-route limits (buckets, 429s) still apply there.
 */
import { REST, type InternalRequest, type RESTOptions } from 'discord.js';

/** The callback of an interaction, and the messages its token opens (original response, follow-ups). */
export function isInteractionRoute(request: Pick<InternalRequest, 'fullRoute' | 'auth'>): boolean {
  if (request.auth !== false) return false;
  return /^\/interactions\/\d+\/[^/]+\/callback$/.test(request.fullRoute) || /^\/webhooks\/\d+\/[^/]+(\/|$)/.test(request.fullRoute);
}

export class InteractionAwareREST extends REST {
  /** The interaction endpoints' REST: the same options, no global limit. */
  readonly interactions: REST;

  constructor(options: Partial<RESTOptions> = {}) {
    super(options);
    this.interactions = new REST({ ...options, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
  }

  override setToken(token: string): this {
    super.setToken(token);
    this.interactions.setToken(token);
    return this;
  }

  override queueRequest(request: InternalRequest): Promise<Awaited<ReturnType<REST['queueRequest']>>> {
    return isInteractionRoute(request) ? this.interactions.queueRequest(request) : super.queueRequest(request);
  }

  override clearHashSweeper(): void {
    super.clearHashSweeper();
    this.interactions.clearHashSweeper();
  }

  override clearHandlerSweeper(): void {
    super.clearHandlerSweeper();
    this.interactions.clearHandlerSweeper();
  }
}
