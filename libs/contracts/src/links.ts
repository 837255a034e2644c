/** The link schemes an article may use; a link with any other (javascript:, data:, vbscript:) loses its href. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/**
 * True for a link the editor may set: one of LINK_SCHEMES, or a relative URL (a protocol-relative
 * '//host' is not one, and the server drops it).
 */
export function isAllowedLink(url: string): boolean {
  const href = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme) return (LINK_SCHEMES as readonly string[]).includes(scheme);
  return href !== '' && !href.startsWith('//');
}
