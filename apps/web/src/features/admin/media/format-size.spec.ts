import { formatKilobytes } from './format-size';

describe('uploader size', () => {
  it('shows the size in KB with 2 decimals', () => {
    expect(formatKilobytes(0)).toBe('0.00 KB');
    expect(formatKilobytes(512)).toBe('0.50 KB');
    expect(formatKilobytes(1536)).toBe('1.50 KB');
    expect(formatKilobytes(5 * 1024 * 1024)).toBe('5120.00 KB');
    expect(formatKilobytes(12345)).toBe('12.06 KB');
  });
});
