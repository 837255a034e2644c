import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { ArticlesModule } from './articles/articles.module';
import { CategoriesModule } from './categories/categories.module';
import { RevisionsModule } from './revisions/revisions.module';
import { SeedModule } from './seed/seed.module';
import { TagsModule } from './tags/tags.module';
import { ViewsModule } from './views/views.module';

/** Content: articles with their revisions, tags, views and search index, and categories. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forNode({ node: 'content', config, documents: true, search: true }),
        CategoriesModule,
        ArticlesModule,
        RevisionsModule,
        TagsModule,
        ViewsModule,
        SeedModule,
      ],
    };
  }
}
