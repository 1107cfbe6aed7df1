/**
 * Chart rendering: ms per chart, cold (a new renderer: worker start, font load) and warm (the
 * worker running, new data each time), the SVG step alone, and a cached repeat (the data's hash).
 * `npm run bench -- chart`.
 */
import { defaultCatalog } from '../src/core/catalog/index.ts';
import { adviceCharts, type ChartData } from '../src/core/chart/index.ts';
import { start } from '../src/core/conversation/index.ts';
import { DEFAULT_SETTINGS } from '../src/core/recommend/types.ts';
import { createChartRenderer } from '../src/render/index.ts';
import { chartToSvg } from '../src/render/svg.ts';

const catalog = defaultCatalog();
const questions = ['Qwen2.5-72B chatbot for 50 users, 8 hours a day', 'LoRA fine-tune Llama 3 8B on 50M tokens, 3 epochs', 'Qwen2.5-7B 聊天服务，20 个用户，每天 8 小时'];
const charts: ChartData[] = [];
for (const q of questions) {
  for (const locale of ['en', 'zh'] as const) {
    const r = start({ catalog, now: new Date('2026-12-01T09:00:00Z'), locale, settings: DEFAULT_SETTINGS }, q);
    if (r.next.kind === 'advice') charts.push(...Object.values(adviceCharts(r.next.advice, catalog, locale)));
  }
}

const ms = (t0: number) => performance.now() - t0;
let t = performance.now();
for (const c of charts) chartToSvg(c);
console.log(`svg only:        ${(ms(t) / charts.length).toFixed(1)} ms per chart (${charts.length} charts)`);

for (const inline of [false, true]) {
  const renderer = createChartRenderer({ inline });
  const mode = inline ? 'in-thread' : 'worker   ';
  t = performance.now();
  await renderer.png(charts[0]!);
  console.log(`${mode} cold:  ${ms(t).toFixed(0)} ms (first chart${inline ? '' : ', incl. worker start'})`);
  t = performance.now();
  for (const c of charts.slice(1)) await renderer.png(c);
  console.log(`${mode} warm:  ${(ms(t) / (charts.length - 1)).toFixed(0)} ms per PNG`);
  t = performance.now();
  for (const c of charts) await renderer.png(structuredClone(c));
  console.log(`${mode} cached: ${((ms(t) / charts.length) * 1000).toFixed(0)} µs per PNG`);
  await renderer.close();
}
