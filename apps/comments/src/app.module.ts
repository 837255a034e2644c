import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { CommentsArchiveMessagesModule } from './archive/comments-archive-messages.module';
import { CommentsModule } from './comments/comments.module';

/** Comments: readers' comments on published articles, their moderation and reports. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forNode({ node: 'comments', config, documents: true }), CommentsModule, CommentsArchiveMessagesModule],
    };
  }
}
