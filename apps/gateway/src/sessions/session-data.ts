export {};

declare module 'express-session' {
  /** The session holds only the user's id and generation; the actor is looked up on each request. */
  interface SessionData {
    userId: string;
    /** The user's session generation at login; a password change raises the user's and ends this session. */
    generation: number;
    /** When it signed in (ISO); absent on sessions opened before the sessions list existed. */
    signedInAt?: string;
    /** Its last request, to the minute (ISO). */
    lastSeenAt?: string;
    /** Read from the user agent at sign-in, e.g. "Chrome 120" and "Windows 10"; '' when unknown. */
    browser?: string;
    system?: string;
    /** A sign-in whose password was right, waiting for its two-factor code until `until` (ms); no userId meanwhile. */
    twoFactorPending: { userId: string; until: number };
  }
}
