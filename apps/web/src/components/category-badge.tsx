import { HEX_COLOR } from '@labmedicin/contracts';

const DARK_TEXT = '#212529';
const LIGHT_TEXT = '#ffffff';

/** Dark text on light category colours, white on dark ones (perceived brightness, YIQ). */
export function readableTextColor(color: string): string {
  if (!HEX_COLOR.test(color)) return LIGHT_TEXT;
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  return (r * 299 + g * 587 + b * 114) / 1000 >= 150 ? DARK_TEXT : LIGHT_TEXT;
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
