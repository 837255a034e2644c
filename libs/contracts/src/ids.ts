import { z } from 'zod';

/** Every stored entity is identified by a 24-hex ObjectId string, in NeDB and MongoDB alike. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'idInvalid');
