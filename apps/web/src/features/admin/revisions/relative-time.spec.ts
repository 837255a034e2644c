import '../admin-i18n';
import i18n from '../../../i18n';
import { relativeTime } from './relative-time';

const now = new Date('2024-05-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time', () => {
  it('says just now under a minute, then minutes, hours and days under a week', () => {
    const t = i18n.getFixedT(null, 'admin');
    expect(relativeTime(ago(0), now, t, 'en')).toBe('just now');
    expect(relativeTime(ago(59 * SECOND), now, t, 'en')).toBe('just now');
    expect(relativeTime(ago(MINUTE), now, t, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(59 * MINUTE), now, t, 'en')).toBe('59 minutes ago');
    expect(relativeTime(ago(HOUR), now, t, 'en')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR), now, t, 'en')).toBe('23 hours ago');
    expect(relativeTime(ago(DAY), now, t, 'en')).toBe('1 day ago');
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now, t, 'en')).toBe('6 days ago');
  });

  it('shows a week or more as the date with time, in the UI language', async () => {
    const t = i18n.getFixedT(null, 'admin');
    const old = relativeTime('2024-05-13T09:30:00.000Z', now, t, 'en');
    expect(old).toMatch(/13 May 2024/);
    expect(old).toMatch(/\d{2}:30/);
    await i18n.changeLanguage('sv');
    expect(relativeTime(ago(3 * HOUR), now, i18n.getFixedT(null, 'admin'), 'sv')).toBe('för 3 timmar sedan');
    expect(relativeTime('2024-05-13T09:30:00.000Z', now, i18n.getFixedT(null, 'admin'), 'sv')).toMatch(/13 maj 2024/);
  });
});
