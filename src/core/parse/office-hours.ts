/**
 * Office hours: "9-to-6 on weekdays", "9am–6pm", "早九晚六，周末不用", "朝九晚五". A service used only then is billed for those
 * hours, and on weekdays only for the week's average (9 h on 5 of 7 days ≈ 6.4 h a day). They win over "around the clock"
 * in the same message, which is then what others pay ("everyone says one gpu is $1,100/month running around the clock, but
 * we only need it 9-to-6").
 */
import type { Assumption } from '../estimate/types.ts';
import { parseQuantity } from './numbers.ts';

const CN_HOUR = '[一二三四五六七八九十\\d]{1,2}';
/** The span of office hours, consumed by the quantity rules so its numbers are read as nothing else. */
export const OFFICE_HOURS = `(?<![\\d.:$¥])(?<from>\\d{1,2})(?::00)?\\s*(?:am|a\\.m\\.)?\\s*(?:[-–~]\\s*to\\s*-?|to|[-–~])\\s*(?<to>\\d{1,2})(?::00)?\\s*(?:pm|p\\.m\\.)?(?=\\s+(?:on\\s+)?(?:weekdays|work\\s*days|mon)|\\s*(?:pm|p\\.m\\.)|\\s*,?\\s*(?:daily|every\\s+day|each\\s+day|office\\s+hours|business\\s+hours))|(?:早|朝)(?<zhFrom>${CN_HOUR})点?晚(?<zhTo>${CN_HOUR})点?`;
const OFFICE = new RegExp(OFFICE_HOURS, 'iu');
const WEEKDAYS_ONLY = /\b(?:on\s+)?(?:weekdays|work\s*days|mon(?:day)?\s*(?:-|–|to)\s*fri(?:day)?)\b|周末不用|周末(?:不开|关机|停)|工作日|周一到周五/iu;
const DAYS_A_WEEK = 5;

export function officeHours(text: string): { hoursPerDay: number; assumption?: Assumption } | undefined {
  const m = OFFICE.exec(text.normalize('NFKC'));
  if (!m?.groups) return undefined;
  const start = parseQuantity(m.groups.from ?? m.groups.zhFrom ?? '');
  const end = parseQuantity(m.groups.to ?? m.groups.zhTo ?? '');
  // A morning start and an afternoon or evening end, written on a 12-hour clock.
  if (start === undefined || end === undefined || start < 5 || start > 12 || end < 1 || end > 12) return undefined;
  const hours = end + 12 - start;
  if (hours < 4 || hours > 14) return undefined;
  if (!WEEKDAYS_ONLY.test(text)) return { hoursPerDay: hours };
  const hoursPerDay = Math.round(((hours * DAYS_A_WEEK) / 7) * 10) / 10;
  return { hoursPerDay, assumption: { key: 'weekdaysOnly', params: { hours, days: DAYS_A_WEEK, perDay: hoursPerDay } } };
}
