import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';

/** Comments: comments, moderation and reports (its features arrive with the comments issue). */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forNode({ node: 'comments', config, documents: true })],
    };
  }
}
