import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { articleInputSchema, slugify } from '@labmedicin/contracts';
import { DuplicateKeyError, ServiceError } from '@labmedicin/platform';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleWriter, fieldsOf, type NewArticle } from '../writing/article-writer';
import { SEED_EDITOR } from '../writing/revision-notes';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SeedProgressRepository } from '../store/seed-progress.repository';
import { STANDARD_CATEGORIES } from './categories.seed';
import { loadSeedArticles, type SeedArticle } from './seed-articles';
import { corrected, loadSeedCorrections, type SeedCorrection } from './seed-corrections';

export { SEED_EDITOR };
/** What a seeded article's first revision says of itself. */
export const SEED_CHANGE = { code: 'seeded' } as const;
/** The seed articles' entry in the seed progress collection. */
const ARTICLES_SEED = 'articles';
/** A correction's entry in the seed progress collection, and the request id its revision is saved under. */
const correctionKey = (correction: SeedCorrection) => `correction:${correction.id}`;

/**
 * First start: the standard categories while there are none, then the seed articles (published,
 * revision 1 by 'system') while no article has ever been saved, so that neither comes back after
 * an admin removed it. A seed cut off half way (the product stopped or crashed during its first
 * start) is completed at the next start. A second replica starting at the same moment writes the
 * same categories and articles under the same unique slugs and ids, so its copies are refused,
 * never stored twice.
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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedCategories();
    await this.seedArticles();
    await this.applyCorrections();
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

  /**
   * Each correction of the seed articles not settled yet, made as the next revision of its article
   * (by 'system', with its change description) while the article still holds what it corrects;
   * otherwise left, saying why. Settled either way, so that it is never made over a later edit.
   * A replica making the same correction at the same moment saves under the same request id, so
   * the second save answers the first's revision instead of storing another.
   */
  private async applyCorrections(): Promise<void> {
    for (const correction of loadSeedCorrections()) {
      const key = correctionKey(correction);
      if ((await this.progress.stateOf(key)) === 'finished') continue;
      await this.progress.markStarted(key);
      let outcome: string;
      try {
        outcome = await this.applyCorrection(correction);
      } catch (error) {
        // An editor saved the article at this very moment: left for the next start to look again.
        if (!(error instanceof ServiceError)) throw error;
        this.logger.warn(`Seed correction ${correction.id} left for the next start: ${error.body.code}`);
        continue;
      }
      await this.progress.markFinished(key);
      if (outcome === 'applied') this.logger.log(`Seed correction ${correction.id} made in ${correction.article}`);
      else if (outcome !== 'made before') this.logger.warn(`Seed correction ${correction.id} skipped: ${outcome}`);
    }
  }

  /** 'applied', 'made before' (a start cut off after its save), or why it was left. */
  private async applyCorrection(correction: SeedCorrection): Promise<string> {
    const article = await this.articles.findBySlug(correction.article);
    if (!article) return `there is no article ${correction.article}`;
    const requestId = correctionKey(correction);
    if ((await this.revisions.allOf(article._id)).some((revision) => revision.savedByRequest === requestId)) return 'made before';
    const result = corrected(article, correction);
    if ('missing' in result) return `${correction.article} no longer holds the ${result.missing} it corrects`;
    await this.writer.save(article, fieldsOf(result.fields), SEED_EDITOR, { requestId, actor: null }, { changeDescription: correction.changeDescription });
    return 'applied';
  }

  /** A seed article as the editor would have saved it; one whose category is gone is skipped. */
  private async entryOf(seed: SeedArticle): Promise<NewArticle | null> {
    const category = await this.categories.findByName(seed.category);
    if (!category) {
      this.logger.warn(`Seed article "${seed.title}" skipped: no category named ${seed.category}`);
      return null;
    }
    const input = articleInputSchema.parse({ ...seed, category: category._id, status: 'published' });
    return { fields: storedFieldsOf(input), note: { change: SEED_CHANGE } };
  }
}
