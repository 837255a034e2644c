import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { CategoriesModule } from './categories/categories.module';
import { SeedModule } from './seed/seed.module';

/** Content: categories now; articles, revisions, tags and the search index arrive with their issues. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forNode({ node: 'content', config, documents: true }), CategoriesModule, SeedModule],
    };
  }
}
