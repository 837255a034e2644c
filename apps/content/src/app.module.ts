import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { ContentArchiveMessagesModule } from './archive/content-archive-messages.module';
import { ArticlesModule } from './articles/articles.module';
import { CategoriesModule } from './categories/categories.module';
import { FhirModule } from './fhir/fhir.module';
import { CONTENT_CONFIG, DEFAULT_CONTENT_ENV, type ContentEnv } from './config/content.config';
import { RevisionsModule } from './revisions/revisions.module';
import { SearchInsightsModule } from './search-insights/search-insights.module';
import { SeedModule } from './seed/seed.module';
import { TagsModule } from './tags/tags.module';
import { TranslationsModule } from './translations/translations.module';
import { ViewsModule } from './views/views.module';

/** Holds content's own configuration for injection. */
@Module({})
class ConfigModule {}

/** Content: articles with their revisions, translations, tags, views and search index, and categories. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig, own: ContentEnv = DEFAULT_CONTENT_ENV): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forNode({ node: 'content', config, documents: true, search: true }),
        { module: ConfigModule, global: true, providers: [{ provide: CONTENT_CONFIG, useValue: own }], exports: [CONTENT_CONFIG] },
        CategoriesModule,
        ArticlesModule,
        RevisionsModule,
        TagsModule,
        TranslationsModule,
        ViewsModule,
        SearchInsightsModule,
        SeedModule,
        ContentArchiveMessagesModule,
        FhirModule,
      ],
    };
  }
}
