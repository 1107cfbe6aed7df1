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

  it('reads a key missing from the locale files as the generic apology, never as the raw key', () => {
    for (const locale of ['en', 'zh'] as const) {
      expect(userErrorText(locale, { key: 'noSuchKey', context: {} })).toBe(translator(locale)('errors:unexpected'));
    }
  });
});
