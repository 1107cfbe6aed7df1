/**
 * Deadlines given as a day ("by friday", "下周五前", "12月20日前") through chrono-node, which reads
 * both languages. Durations ("in a month", "3 天内") are quantity rules instead (rules/quantities.ts),
 * because chrono turns "in a month" into a calendar date (31 days from 2 Dec) while people mean ~30.
 */
import * as chrono from 'chrono-node';
import type { Assumption } from '../estimate/types.ts';

export interface DeadlineMatch {
  hours: number;
  start: number;
  end: number;
  assumption: Assumption;
}

const HOUR_MS = 3_600_000;

/**
 * The first future day named in `text`, as hours from `now` to the end of that day. The core has
 * no user time zone, so "end of day" is midnight UTC — stated as an assumption with the answer.
 */
/**
 * Words and shapes without which chrono finds no named day (a weekday, a month and day, a relative day):
 * most questions have none, and skipping chrono for them saves most of a parse. A false alarm only costs
 * the chrono call; the list errs on that side.
 */
const MAY_NAME_A_DAY =
  /(?:mon|tue|wed|thu|fri|sat|sun)|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tomorrow|tonight|weekend|\d\s*[/.-]\s*\d|\d(?:st|nd|rd|th)\b|[周月日号天晚底]|星期|礼拜/iu;

/** A day said as a deadline: "by", "before", "until", "due" before it; "之内", "前", "完成", "要" after it. */
const BY_BEFORE = /(?:\bby|\bbefore|\buntil|\btill|\bdue|\bend\s+of|\bfor|\bdone|\bready|\bfinished|\bcomplete[d]?|在)\s*$/iu;
const BY_AFTER = /^\s*(?:之内|以内|内|之前|以前|前|完成|搞定|跑完|训完|出结果|要|必须|得|就要|\s*eod\b)/iu;

export function findDeadline(text: string, now: Date): DeadlineMatch | undefined {
  if (!MAY_NAME_A_DAY.test(text)) return undefined;
  const parser = /[\u4e00-\u9fff]/.test(text) ? chrono.zh : chrono.en;
  const results = parser.parse(text, { instant: now, timezone: 0 }, { forwardDate: true });
  for (const r of results) {
    // Only a named day counts: chrono also reads "8 hours a day" or a lone "8" as times.
    if (!r.start.isCertain('weekday') && !(r.start.isCertain('month') && r.start.isCertain('day'))) continue;
    // chrono reads a number glued to a letter ("124M", "10B") as month + day, and "4.99s" (a step's time) as seconds from
    // now; a date is never written so.
    if (/^\d+(?:\.\d+)?\s*[a-z]{1,3}$/i.test(r.text)) continue;
    // "now" is no deadline, and a duration ("about 40 hours of training") is how long a job takes: the quantity rules read
    // the durations that are deadlines ("within 40 hours").
    if (/^(?:right\s+)?now$/i.test(r.text.trim()) || /\b(?:seconds?|secs?|hours?|hrs?|minutes?|mins?|days?|weeks?|months?)\b/i.test(r.text)) continue;
    // "Today I'm looking at …" tells when, not by when: a bare today or tonight is a deadline only said as one ("by tonight",
    // "今天之内跑完").
    if (/^(?:today|tonight|今天|今日|今晚)$/iu.test(r.text.trim()) && !BY_BEFORE.test(text.slice(0, r.index)) && !BY_AFTER.test(text.slice(r.index + r.text.length))) continue;
    const year = r.start.get('year');
    const month = r.start.get('month');
    const day = r.start.get('day');
    if (year === null || month === null || day === null) continue;
    const endOfDay = Date.UTC(year, month - 1, day + 1);
    const hours = Math.round((endOfDay - now.getTime()) / HOUR_MS);
    if (!(hours > 0)) continue;
    const date = new Date(endOfDay - 1).toISOString().slice(0, 10);
    return { hours, start: r.index, end: r.index + r.text.length, assumption: { key: 'deadlineEndOfDay', params: { date, hours } } };
  }
  return undefined;
}
