import { formatBytes, truncateFilename } from './media-format';

describe('media names and sizes', () => {
  it('keeps names that fit, and cuts longer ones to the limit keeping the extension', () => {
    expect(truncateFilename('blodutstryk.png', 25)).toBe('blodutstryk.png');
    expect(truncateFilename('a'.repeat(25) + '.png', 30)).toBe('a'.repeat(25) + '.png');
    const cut = truncateFilename('hemoglobin-referensintervall-vuxna-2024.jpeg', 25);
    expect(cut).toBe('hemoglobin-refere....jpeg');
    expect(cut).toHaveLength(25);
    expect(truncateFilename('hemoglobin-referensintervall-vuxna-2024.webp', 30)).toBe('hemoglobin-referensint....webp');
    expect(truncateFilename('hemoglobin-referensintervall-vuxna-2024.webp', 30)).toHaveLength(30);
    expect(truncateFilename('ett-namn-utan-filandelse-som-ar-langt', 25)).toBe('ett-namn-utan-filandel...');
  });

  it('shows sizes in B, KB or MB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatBytes(2_621_440 + 10_486)).toBe('2.51 MB');
  });
});
