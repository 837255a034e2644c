import type { ZodTypeAny } from 'zod';
import type { RequestMessage } from '../catalogue/message';
import type { RoutePath } from './routes.constants';

/**
 * Who may call a route: anyone ('public'), any logged-in user ('user'), contributors and admins
 * ('contributor'), admins only ('admin').
 */
export type AccessLevel = 'public' | 'user' | 'contributor' | 'admin';

/** What an HTTP endpoint takes and answers, beyond its method and path (routes.constants.ts). */
export interface RouteSpec {
  readonly access: AccessLevel;
  /** The group the API documentation lists it under. */
  readonly tag: string;
  readonly summary: string;
  /** The status of a success; 200 unless said. 302: the answer is a redirect (a browser's navigation), no body. */
  readonly status?: 200 | 201 | 302;
  /** A success answers a file of this type as a download, not JSON (its answer schema is then void). */
  readonly download?: string;
  /** A success answers JSON of this media type rather than application/json (the FHIR catalogue's application/fhir+json). */
  readonly contentType?: string;
  /** The path parameters: exactly the path's `:name`s. */
  readonly params?: ZodTypeAny;
  readonly query?: ZodTypeAny;
  readonly body?: ZodTypeAny;
  /** Whether the body may be left out (it then counts as `{}`). */
  readonly bodyOptional?: boolean;
  readonly answer: ZodTypeAny;
  /**
   * The catalogue message the gateway only passes the request on to: its parsed input as one
   * payload (the query, the body, then the path parameters, which win), the message's answer as
   * the reply (replyHolds). Such a route has no handler of its own (the gateway's Forwarding).
   */
  readonly forwardsTo?: RequestMessage;
  /**
   * Where a forwarded route's reply holds its message's answer: as `data` (the default), or as the
   * reply itself ('answer': a page with its pagination, a FHIR resource).
   */
  readonly replyHolds?: 'data' | 'answer';
  /** A forwarded change's success text: the reply's `message`. */
  readonly successMessage?: string;
}

export type Route = RoutePath & RouteSpec;

/** A route of the table: its method and path with what it takes and answers. */
export const route = <P extends RoutePath, S extends RouteSpec>(at: P, spec: S): P & S => ({ ...at, ...spec });
