import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';

/** Media: images in object storage, the library and their usage (its features arrive with the media issue). */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forNode({ node: 'media', config, documents: true, objects: true })],
    };
  }
}
