import { texts as en } from './en/public';
import { texts as sv } from './sv/public';

/** Both languages' public texts at once: for the server's renders and the component tests. */
export const resources = { sv, en } as const;
