import { HEX_COLOR } from '@labmedicin/contracts';

const BLACK = '#000000';
const WHITE = '#ffffff';

/** Relative luminance of an sRGB colour #RRGGBB, as WCAG defines it. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(color.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white text, whichever contrasts more with the category's colour. One of the two always
 * reaches 4.5:1 (at least 4.58:1), the contrast small text needs; a dark grey would not.
 */
export function readableTextColor(color: string): string {
  if (!HEX_COLOR.test(color)) return WHITE;
  const background = luminance(color) + 0.05;
  return 1.05 / background >= background / 0.05 ? WHITE : BLACK;
}

interface CategoryBadgeProps {
  name: string;
  color: string;
  /** Size and weight classes; the admin table's larger badge by default. */
  className?: string;
}

/** The category's name on a badge in the category's colour. */
export function CategoryBadge({ name, color, className = 'fs-6 fw-medium' }: CategoryBadgeProps) {
  return (
    <span className={`badge ${className}`} style={{ backgroundColor: color, color: readableTextColor(color) }}>
      {name}
    </span>
  );
}
