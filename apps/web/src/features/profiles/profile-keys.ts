/** Query keys of profile pages; every key starts with its scope. */
export const profileKeys = {
  all: ['profiles'] as const,
  byUsername: (username: string) => ['profiles', username.toLowerCase()] as const,
};
