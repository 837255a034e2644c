// Apart from routes.constants.ts, whose module every page's first load carries whole: these are
// for the service worker and the lazily loaded pages only.
import { API_BASE, PATH_PARAM, pathWith, type RoutePath } from './routes.constants';

/** A route's address under API_BASE, with its parameters' values. */
export function apiPathOf(route: RoutePath, params: Readonly<Record<string, string | number>> = {}): string {
  return `${API_BASE}${pathWith(route.path, params)}`;
}

/** A pattern (regular expression source) of a route's addresses under API_BASE: a parameter is any one segment. */
export function apiPathPattern(route: RoutePath): string {
  return `${API_BASE}${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PATH_PARAM, '[^/]+')}`;
}
