import { truncateFilename } from './media-format';

describe('media names', () => {
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
});
