import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { slugify } from '@labmedicin/contracts';
import { DuplicateKeyError } from '@labmedicin/platform';
import { CategoriesRepository } from '../categories/categories.repository';
import { STANDARD_CATEGORIES } from './categories.seed';

/** First start: the standard categories, only while there are none (a restart adds nothing). */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(private readonly categories: CategoriesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.categories.isEmpty())) return;
    try {
      const count = await this.categories.createMany(STANDARD_CATEGORIES.map((c) => ({ ...c, slug: slugify(c.name) })));
      this.logger.log(`Seeded ${count} standard categories`);
    } catch (error) {
      // Another replica starting at the same moment seeded them first.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
