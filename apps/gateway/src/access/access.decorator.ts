import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route: anyone ('public'), any logged-in user ('user'), contributors and admins
 * ('contributor'), admins only ('admin'). A route without it is refused (default deny).
 */
export type AccessLevel = 'public' | 'user' | 'contributor' | 'admin';

export const ACCESS_KEY = 'labmedicin:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
