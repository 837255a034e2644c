import { SetMetadata } from '@nestjs/common';
import type { AccessLevel } from '@labmedicin/contracts';

/**
 * Who may call a route (the contracts' AccessLevel; a table route's @Route sets it). A route
 * without it is refused (default deny).
 */
export const ACCESS_KEY = 'labmedicin:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
