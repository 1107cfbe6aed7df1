/**
 * The logger never writes a secret: fields named like one are redacted, and a secret quoted inside
 * any string (an error message with the bot's URL) is scrubbed from the finished line.
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';

const TOKEN = '123456789:AAFakeTokenForTestsOnly_abcdefghijkl';
const SECRET = 'webhook-secret-0123456789';

function capture(secrets: string[] = [TOKEN, SECRET]) {
  const lines: string[] = [];
  const logger = createLogger('debug', { secrets, destination: { write: (line: string) => lines.push(line) } });
  return { logger, lines };
}

describe('logger', () => {
  it('redacts secret fields and scrubs secret values from messages, errors and nested objects', () => {
    const { logger, lines } = capture();
    logger.info({ config: { telegramBotToken: TOKEN, discordPublicKey: 'ab'.repeat(32), port: 8080 } }, 'config');
    logger.error({ err: new Error(`request to https://api.telegram.org/bot${TOKEN}/getMe failed`) }, 'start-up failed');
    logger.warn({ headers: { 'x-telegram-bot-api-secret-token': SECRET } }, `got ${SECRET}`);
    logger.debug({ deep: { deeper: { url: `https://x/bot${TOKEN}/` } } }, 'nested');
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('ab'.repeat(32));
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(JSON.parse(lines[0]!).config).toMatchObject({ telegramBotToken: '[redacted]', port: 8080 });
    expect(lines[1]).toContain('[redacted]');
  });

  it('leaves lines alone when there is nothing to hide (short values are not secrets)', () => {
    const { logger, lines } = capture(['/', '']);
    logger.info({ path: '/' }, 'ok /');
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/', msg: 'ok /' });
  });
});
