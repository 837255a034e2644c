import { readableTextColor } from './category-badge';

/** The WCAG contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(color.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('category badge text colour', () => {
  it('reaches 4.5:1 on every colour, the mid-tones where dark grey fell short included', () => {
    const colours = ['#dc3545', '#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#20c997', '#ffc107', '#6c757d', '#808080', '#767676', '#000000', '#ffffff'];
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f) colours.push(`#${value.toString(16).padStart(6, '0')}`);
    const short = colours.filter((colour) => contrast(colour, readableTextColor(colour)) < 4.5);
    expect(short).toEqual([]);
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextColor('#212529')).toBe('#ffffff');
    expect(readableTextColor('#ffc107')).toBe('#000000');
    expect(readableTextColor('not a colour')).toBe('#ffffff');
  });
});
