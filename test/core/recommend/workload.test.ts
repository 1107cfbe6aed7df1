import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_HOURS, MAX_SHUTDOWN_HOURS, serviceHoursPerMonth, shutdownAfterHours } from '../../../src/core/recommend/workload.ts';

describe('shutdownAfterHours', () => {
  it("is a job's hours, training or batch alike", () => {
    expect(shutdownAfterHours({ kind: 'job', hours: 30.2, checkpointable: true })).toBe(30.2);
    expect(shutdownAfterHours({ kind: 'job', hours: 3, checkpointable: false })).toBe(3);
  });

  it("is a service's hours a day when it is not always on, else a working day", () => {
    expect(shutdownAfterHours({ kind: 'service', hoursPerDay: 6 })).toBe(6);
    expect(shutdownAfterHours({ kind: 'service', hoursPerDay: 24 })).toBe(DEFAULT_SHUTDOWN_HOURS);
    expect(shutdownAfterHours(undefined)).toBe(DEFAULT_SHUTDOWN_HOURS);
  });

  it('is always a positive finite number the store can schedule (at most a year ahead)', () => {
    expect(shutdownAfterHours({ kind: 'job', hours: 2 * 8760, checkpointable: true })).toBe(MAX_SHUTDOWN_HOURS);
    expect(MAX_SHUTDOWN_HOURS).toBeLessThan(366 * 24);
    for (const hours of [Number.NaN, Number.POSITIVE_INFINITY, 0, -5]) {
      expect(shutdownAfterHours({ kind: 'job', hours, checkpointable: true })).toBe(DEFAULT_SHUTDOWN_HOURS);
    }
  });
});

describe('serviceHoursPerMonth', () => {
  it('counts 730 h for an always-on month', () => {
    expect(serviceHoursPerMonth(24)).toBe(730);
    expect(serviceHoursPerMonth(8)).toBeCloseTo(730 / 3, 9);
  });
});
