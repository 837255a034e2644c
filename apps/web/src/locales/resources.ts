import { texts as en } from './en/public';
import enReferenceTools from './en/reference-tools.json';
import { texts as sv } from './sv/public';
import svReferenceTools from './sv/reference-tools.json';

/**
 * Both languages' public texts at once, with the texts the browser loads in the reference table's
 * chunks (components/reference-tools-i18n.ts): for the server's renders and the component tests.
 */
export const resources = { sv: { ...sv, referenceTools: svReferenceTools }, en: { ...en, referenceTools: enReferenceTools } } as const;
