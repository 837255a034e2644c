export * from './tag.schema';
export * from './article-language.schema';
export * from './article.schema';
export * from './revision.schema';
export * from './hreflang.constants';
export * from './suggestion.constants';
export * from './suggestion.schema';
