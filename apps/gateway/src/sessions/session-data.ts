export {};

declare module 'express-session' {
  /** The session holds only the user's id; the actor is looked up on each request. */
  interface SessionData {
    userId: string;
  }
}
