import { z } from 'zod';
import { roleSchema } from '../roles';

/** Each parameter the provider sends back to the callback is at most this long (codes and states are far shorter). */
const CALLBACK_PARAMETER_MAX = 4096;
const callbackParameter = z.string().max(CALLBACK_PARAMETER_MAX).optional();

/**
 * What the identity provider sends back to GET /auth/oidc/callback: a code and the state, or an
 * error it reports (RFC 6749 4.1.2); `iss` where the provider names itself (RFC 9207).
 */
export const oidcCallbackQuerySchema = z.object({
  code: callbackParameter,
  state: callbackParameter,
  iss: callbackParameter,
  session_state: callbackParameter,
  error: callbackParameter,
  error_description: callbackParameter,
});

/** GET /auth/oidc: whether single sign-on is configured, and the name its button shows. */
export const oidcConfigSchema = z.object({ label: z.string() }).nullable();
export type OidcConfig = z.infer<typeof oidcConfigSchema>;

/**
 * The gateway to auth-users after the provider's ID token was validated: the provider's identity
 * of the person (`issuer` + `subject`), their verified email and names, and the role their groups
 * give. auth-users finds the account linked to the identity, else links the local account with the
 * email, else creates one.
 */
export const oidcSignInSchema = z.object({
  issuer: z.string().min(1),
  subject: z.string().min(1),
  email: z.string().email(),
  givenName: z.string().default(''),
  familyName: z.string().default(''),
  /** The provider's preferred_username, the first candidate for a new account's username. */
  preferredUsername: z.string().default(''),
  role: roleSchema,
});
export type OidcSignInInput = z.infer<typeof oidcSignInSchema>;
