// The reference for bench/telegram.ts: the least a grammY bot can do — long polling, and "ok" to
// every message — on the same fake Bot API as WhichCard. Plain JavaScript, run by node directly.
import { Bot } from 'grammy';

const bot = new Bot(process.env.TELEGRAM_BOT_TOKEN, { client: { apiRoot: process.env.TELEGRAM_API_ROOT } });
bot.on('message', (ctx) => ctx.reply('ok'));
bot.catch((error) => console.error(error.message));
process.on('SIGTERM', () => void bot.stop().then(() => process.exit(0)));
await bot.start();
