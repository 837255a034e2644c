import { formatBytes, formatKilobytes } from './format-size';

describe('file sizes', () => {
  it('shows the uploader size in kB with 2 decimals, with a decimal comma in Swedish', () => {
    expect(formatKilobytes(18_473, 'sv')).toBe('18,04 kB');
    expect(formatKilobytes(18_473, 'en')).toBe('18.04 KB');
    expect(formatKilobytes(0, 'en')).toBe('0.00 KB');
    expect(formatKilobytes(512, 'sv')).toBe('0,50 kB');
    expect(formatKilobytes(5 * 1024 * 1024, 'sv')).toBe('5120,00 kB');
    expect(formatKilobytes(5 * 1024 * 1024, 'en')).toBe('5120.00 KB');
  });

  it('shows library sizes in B, kB or MB with 2 decimals, in each language', () => {
    expect(formatBytes(0, 'sv')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1023 B');
    expect(formatBytes(1024, 'en')).toBe('1.00 KB');
    expect(formatBytes(1536, 'sv')).toBe('1,50 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5.00 MB');
    expect(formatBytes(2_621_440 + 10_486, 'sv')).toBe('2,51 MB');
  });
});
