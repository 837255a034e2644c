/** The link schemes an article may use; a link with any other (javascript:, data:, vbscript:) loses its href. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/**
 * An href or src an article may keep: one of LINK_SCHEMES, or a URL with no scheme (relative).
 * DOMPurify's own URI rule with only our schemes, so the browser's sanitizer agrees with the server's.
 */
export const ALLOWED_URI = new RegExp(`^(?:(?:${LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
