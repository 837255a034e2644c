/** Query keys of the session; every key starts with its scope. */
export const sessionKeys = {
  all: ['session'] as const,
  me: ['session', 'me'] as const,
};
