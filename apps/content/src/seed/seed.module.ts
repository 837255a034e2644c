import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { SeedService } from './seed.service';

@Module({
  imports: [CategoriesModule],
  providers: [SeedService],
})
export class SeedModule {}
