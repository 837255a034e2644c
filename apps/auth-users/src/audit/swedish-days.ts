/** The screens show times in Swedish time, so a day of the audit filters is a Swedish day. */
const ZONE = 'Europe/Stockholm';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Swedish time is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number): number {
  const field = Object.fromEntries(parts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const asUtc = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) a Swedish day ('YYYY-MM-DD') begins; `nextDay` gives the one after it,
 * where an inclusive "to" day ends. Clocks change at 02:00 and 03:00, never at midnight, so the
 * offset at UTC midnight's guess is the day's.
 */
export function swedishDayStart(day: string, nextDay = false): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + (nextDay ? 86_400_000 : 0);
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess)).toISOString();
}
