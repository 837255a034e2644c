import { Module } from '@nestjs/common';
import { EarlierVersionsFill } from './earlier-versions-fill';
import { ImageUsageRepository } from './image-usage.repository';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';
import { MediaLibraryController } from './media-library.controller';
import { MediaLibraryService } from './media-library.service';

@Module({
  controllers: [ImagesController, MediaLibraryController],
  providers: [ImagesRepository, ImagesService, ImageUsageRepository, MediaLibraryService, EarlierVersionsFill],
})
export class ImagesModule {}
