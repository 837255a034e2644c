import { COMMON_ERRORS } from '@labmedicin/contracts';

/**
 * The English text of every error code any page may meet: the contracts' catalogue, as the API
 * answers it, so the English UI shows exactly the messages the API gives. Those only the account
 * and admin pages meet come with them (account-error-texts.ts).
 */
export const ERROR_MESSAGES = Object.fromEntries(Object.entries(COMMON_ERRORS).map(([code, { message }]) => [code, message]));
