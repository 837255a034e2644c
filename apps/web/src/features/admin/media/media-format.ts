/** Names in the library's views are cut to this many characters, extension kept. */
export const LIBRARY_NAME_MAX = 30;

/**
 * A file name cut to `max` characters with its extension kept: 'a-very-long-name...png'. Names
 * that fit are shown whole.
 */
export function truncateFilename(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  // A name without an extension, or with one too long to be one, is cut at the end.
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  const ellipsis = '...';
  return `${name.slice(0, Math.max(1, max - extension.length - ellipsis.length))}${ellipsis}${extension}`;
}
