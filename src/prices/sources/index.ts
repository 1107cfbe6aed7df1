import type { SourceId } from '../../core/prices/snapshot.ts';
import { csv } from './csv.ts';
import { gpuhunt } from './gpuhunt.ts';
import { runpod } from './runpod.ts';
import { skypilot } from './skypilot.ts';
import { vast } from './vast.ts';
import type { PriceSource } from './types.ts';

export type { PriceSource, SourceContext } from './types.ts';

export const SOURCE_REGISTRY: Record<SourceId, PriceSource> = { csv, vast, runpod, skypilot, gpuhunt };
