import { describe, expect, it } from 'vitest';
import { ageDays, isStale } from '../../../src/core/catalog/stale.ts';

describe('isStale', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('uses a 90-day window by default', () => {
    expect(ageDays({ asOf: '2026-09-02' }, now)).toBe(90);
    expect(isStale({ asOf: '2026-09-02' }, now)).toBe(false);
    expect(isStale({ asOf: '2026-09-01' }, now)).toBe(true);
  });

  it('honours a configured window', () => {
    expect(isStale({ asOf: '2026-11-20' }, now, 7)).toBe(true);
    expect(isStale({ asOf: '2026-11-25' }, now, 7)).toBe(false);
  });

  it('never marks a future-dated price stale', () => {
    expect(ageDays({ asOf: '2026-12-05' }, now)).toBeLessThan(0);
    expect(isStale({ asOf: '2026-12-05' }, now, 1)).toBe(false);
  });
});
