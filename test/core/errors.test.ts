import { describe, expect, it } from 'vitest';
import { UserError, userErrorText } from '../../src/core/errors.ts';
import { translator } from '../../src/core/i18n.ts';

describe('userErrorText', () => {
  it('renders the key with its params in the reader’s language', () => {
    const error = new UserError('unknownGpu', { name: 'voodoo5', suggestions: 'rtx4090, a100' });
    for (const locale of ['en', 'zh'] as const) {
      const text = userErrorText(locale, error);
      expect(text).toBe(translator(locale)('errors:unknownGpu', error.context));
      expect(text).toContain('voodoo5');
      expect(text).not.toContain('errors:');
    }
    expect(userErrorText('zh', error)).not.toBe(userErrorText('en', error));
  });

  it('names a field by its label in the reader’s language, not its code name', () => {
    const error = new UserError('estimate.invalid', { field: 'hoursPerDay', value: '30', max: 24 });
    expect(userErrorText('zh', error)).toBe('“30”不是有效的每天使用小时数（最大为 24）。');
    expect(userErrorText('en', error)).toBe('“30” is not a valid number of hours a day (at most 24).');
    // Every field name the code raises has a label in both languages.
    for (const field of ['context', 'prompt', 'concurrency', 'batch', 'seq', 'tokens', 'epochs', 'loraRank', 'count', 'mfu', 'headroom', 'targetTokensPerSec', 'tokensPerSec', 'deadlineHours', 'gpuMemoryUtilization', 'zero', 'gpu', 'task', 'method', 'optimizer', 'model', 'experts', 'hoursPerDay']) {
      expect(userErrorText('zh', new UserError('estimate.negative', { field, value: '0' }))).not.toMatch(new RegExp(`有效的${field}`));
    }
    // A label an adapter already localized passes through unchanged.
    expect(userErrorText('en', new UserError('estimate.negative', { field: 'throughput', value: 'lots' }))).toContain('valid throughput');
  });

  it('reads a key missing from the locale files as the generic apology, never as the raw key', () => {
    for (const locale of ['en', 'zh'] as const) {
      expect(userErrorText(locale, { key: 'noSuchKey', context: {} })).toBe(translator(locale)('errors:unexpected'));
    }
  });
});
