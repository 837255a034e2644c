import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { MediaArchiveMessagesModule } from './archive/media-archive-messages.module';
import { ImagesModule } from './images/images.module';

/** Media: images in object storage with their records, the article image library and which articles show each image. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forNode({ node: 'media', config, documents: true, objects: true }), ImagesModule, MediaArchiveMessagesModule],
    };
  }
}
