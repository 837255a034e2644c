/** Query keys of categories, shared by the public list and the admin screen; every key starts with its scope. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  articles: (id: string) => [...categoryKeys.all, 'detail', id, 'articles'] as const,
};
