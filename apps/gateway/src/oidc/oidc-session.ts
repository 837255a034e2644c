export {};

declare module 'express-session' {
  interface SessionData {
    /** The ID token of a single sign-on, sent back to the provider as id_token_hint when signing out there too. */
    oidcIdToken?: string;
  }
}
