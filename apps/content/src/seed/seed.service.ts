import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { EVENTS, slugify } from '@labmedicin/contracts';
import { DuplicateKeyError, EVENT_PUBLISHER, type EventPublisher } from '@labmedicin/platform';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleWriter, type NewArticle } from '../writing/article-writer';
import { SEED_EDITOR } from '../writing/revision-notes';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository, type CategoryRecord, type CategoryValues } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SEED_HOLD_MS, SeedProgressRepository } from '../store/seed-progress.repository';
import { STANDARD_CATEGORIES } from './categories.seed';
import { loadSeedArticles, seedInputSchema, type SeedArticle } from './seed-articles';
import { SEED_CHANGE } from './seed-changes';
import { SeedCorrectionsService } from './seed-corrections.service';
import { SeedTranslationsService } from './seed-translations.service';

export { SEED_CHANGE, SEED_EDITOR };
/** The seed articles' entry in the seed progress collection. */
const ARTICLES_SEED = 'articles';
/** The standard categories' English names, given once to categories stored before names had languages. */
const CATEGORY_NAMES_SEED = 'category-names:en';
/** The standard categories' English descriptions, given once to categories stored before descriptions had languages. */
const CATEGORY_DESCRIPTIONS_SEED = 'category-descriptions:en';
/** How often a replica waiting for another's seed looks whether the hold is free. */
const HOLD_POLL_MS = 250;

/**
 * At start: the standard categories while there are none, then the seed articles (published,
 * revision 1 by 'system') while no article has ever been saved, so that neither comes back after
 * an admin removed it. A seed cut off half way (the product stopped or crashed during its first
 * start) is completed at the next start. A second replica starting at the same moment writes the
 * same categories and articles under the same unique slugs and ids, so its copies are refused,
 * never stored twice. Then, on a new installation and on one seeded before alike, what later
 * releases add to the seed, each once: the standard categories' English names and descriptions, the
 * corrections of the seed articles, and their English translations.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly categories: CategoriesRepository,
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly writer: ArticleWriter,
    private readonly progress: SeedProgressRepository,
    private readonly corrections: SeedCorrectionsService,
    private readonly translations: SeedTranslationsService,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /**
   * One replica seeds at a time: one starting beside another waits for it, then finds each seed
   * finished, instead of writing every document again only to have it refused. The hold saves that
   * work, nothing more: should two seed at once (one paused past its hold), the ids and slugs still
   * keep every document single.
   */
  async onApplicationBootstrap(): Promise<void> {
    const holder = randomUUID();
    if (!(await this.progress.hold(holder))) {
      this.logger.log('Another replica is seeding: waiting for it');
      while (!(await this.progress.hold(holder))) await delay(HOLD_POLL_MS);
    }
    const renewal = setInterval(() => void this.progress.hold(holder).catch(() => undefined), SEED_HOLD_MS / 3).unref();
    try {
      await this.seedCategories();
      await this.nameCategoriesInEnglish();
      await this.describeCategoriesInEnglish();
      await this.seedArticles();
      // The translations are of the corrected originals: each is linked at its original's version after them.
      await this.corrections.apply();
      await this.translations.seed();
    } finally {
      clearInterval(renewal);
      await this.progress.release(holder);
    }
  }

  private async seedCategories(): Promise<void> {
    if (!(await this.categories.isEmpty())) return;
    try {
      const count = await this.categories.createMany(STANDARD_CATEGORIES.map((c) => ({ ...c, slug: slugify(c.name) })));
      this.logger.log(`Seeded ${count} standard categories`);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  /**
   * The English name of each standard category still without one (stored before names had
   * languages); a name an admin gave is kept, and a category renamed or removed is left.
   */
  private async nameCategoriesInEnglish(): Promise<void> {
    if ((await this.progress.stateOf(CATEGORY_NAMES_SEED)) === 'finished') return;
    await this.progress.markStarted(CATEGORY_NAMES_SEED);
    const named: string[] = [];
    for (const { name, nameEn } of STANDARD_CATEGORIES) {
      const category = await this.categories.findByName(name);
      if (!category || !nameEn || category.names.en !== category.name) continue;
      await this.categories.update(category._id, { ...valuesOf(category), nameEn });
      named.push(category._id);
    }
    await this.progress.markFinished(CATEGORY_NAMES_SEED);
    if (named.length === 0) return;
    this.logger.log(`Gave ${named.length} standard categories their English names`);
    // Lists and articles the gateway cached show the category's names.
    await this.announceCategories(named, CATEGORY_NAMES_SEED);
  }

  /**
   * The English description of each standard category that has none and whose Swedish one is still
   * the seed's (stored before descriptions had languages); one an admin rewrote is left to them.
   */
  private async describeCategoriesInEnglish(): Promise<void> {
    if ((await this.progress.stateOf(CATEGORY_DESCRIPTIONS_SEED)) === 'finished') return;
    await this.progress.markStarted(CATEGORY_DESCRIPTIONS_SEED);
    const described: string[] = [];
    for (const { name, description, descriptionEn } of STANDARD_CATEGORIES) {
      const category = await this.categories.findByName(name);
      if (!category || !descriptionEn || category.descriptions.en !== '' || category.description !== description) continue;
      await this.categories.update(category._id, { ...valuesOf(category), descriptionEn });
      described.push(category._id);
    }
    await this.progress.markFinished(CATEGORY_DESCRIPTIONS_SEED);
    if (described.length === 0) return;
    this.logger.log(`Gave ${described.length} standard categories their English descriptions`);
    await this.announceCategories(described, CATEGORY_DESCRIPTIONS_SEED);
  }

  /** Lists the gateway cached show the categories as they were. */
  private async announceCategories(ids: string[], seed: string): Promise<void> {
    for (const id of ids) {
      await this.events.emit(EVENTS.categoryChanged, { id, kind: 'updated' }, { requestId: `${seed}:${id}`, actor: null }).catch((error: unknown) =>
        this.logger.warn(`${EVENTS.categoryChanged.pattern} not delivered to every subscriber: ${String(error)}`),
      );
    }
  }

  private async seedArticles(): Promise<void> {
    const state = await this.progress.stateOf(ARTICLES_SEED);
    if (state === 'finished') return;
    // Never begun on a store that has articles: they are an editor's (or a seed older than this record's).
    if (state === 'never' && ((await this.articles.countAll()) > 0 || !(await this.revisions.isEmpty()))) return;
    await this.progress.markStarted(ARTICLES_SEED);
    const entries: NewArticle[] = [];
    // Read only when they are seeded: a seed file that holds no valid article stops the start, naming it.
    for (const seed of loadSeedArticles()) {
      const entry = await this.entryOf(seed);
      if (entry) entries.push(entry);
    }
    // Articles and revisions stored before a cut-off are refused by their ids and kept as they are.
    const created = await this.writer.createSeed(entries, SEED_EDITOR);
    await this.progress.markFinished(ARTICLES_SEED);
    this.logger.log(state === 'started' ? `Finished the seed cut off at an earlier start: ${created.length} articles` : `Seeded ${created.length} articles`);
  }

  /** A seed article as the editor would have saved it; one whose category is gone is skipped. */
  private async entryOf(seed: SeedArticle): Promise<NewArticle | null> {
    const category = await this.categories.findByName(seed.category);
    if (!category) {
      this.logger.warn(`Seed article "${seed.title}" skipped: no category named ${seed.category}`);
      return null;
    }
    const input = seedInputSchema.parse({ ...seed, category: category._id, status: 'published', language: 'sv' });
    return { fields: storedFieldsOf(input), note: { change: SEED_CHANGE } };
  }
}

/** A stored category's values as a write takes them: what the seed does not change is kept. */
function valuesOf(category: CategoryRecord): CategoryValues {
  const { name, names, slug, description, descriptions, color } = category;
  return { name, slug, description, color, ...(names.en !== name ? { nameEn: names.en } : {}), ...(descriptions.en ? { descriptionEn: descriptions.en } : {}) };
}
