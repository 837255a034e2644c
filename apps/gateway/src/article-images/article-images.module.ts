import { Module } from '@nestjs/common';
import { ArticleImagesController } from './article-images.controller';

@Module({ controllers: [ArticleImagesController] })
export class ArticleImagesModule {}
