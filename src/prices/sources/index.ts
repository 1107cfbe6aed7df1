import type { SourceId } from '../../core/prices/snapshot.ts';
import { skypilot } from './skypilot.ts';
import type { PriceSource } from './types.ts';

export type { PriceSource, SourceContext } from './types.ts';

export const SOURCE_REGISTRY: Record<SourceId, PriceSource> = { skypilot } as Record<SourceId, PriceSource>;
