import { Injectable, Logger } from '@nestjs/common';
import { articleInputSchema, slugify, type RequestMeta } from '@labmedicin/contracts';
import { ServiceError } from '@labmedicin/platform';
import { ArticlesRepository, languageOf, type ArticleDocument } from '../store/articles.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SeedProgressRepository } from '../store/seed-progress.repository';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleWriter, seededArticleIdOf, type NewArticle } from '../writing/article-writer';
import { SEED_EDITOR } from '../writing/revision-notes';
import { loadSeedArticles, loadSeedTranslations, type SeedTranslation } from './seed-articles';
import { SEED_CHANGE } from './seed-changes';

/** The English translations' entry in the seed progress collection. */
const TRANSLATIONS_SEED = 'translations:en';
const META: RequestMeta = { requestId: TRANSLATIONS_SEED, actor: null };

interface Planned {
  original: ArticleDocument;
  /** The original's last version by the seed (its first, or its last correction): what the translation translates. */
  version: number;
  entry: NewArticle;
}

/**
 * The English seed articles (seed/articles/en), stored once per installation, each linked as the
 * translation of its Swedish original: published when the original is, in the original's category,
 * translated from the original's last version the seed wrote (its corrections included), so that
 * none starts outdated unless an editor has published the original since. An original that is gone,
 * is no Swedish original or has an English version already gets none; a slug taken by another
 * article is left to it. Ids and slugs follow from the files, so a replica seeding at the same
 * moment stores nothing twice, and a seed cut off half way is finished at the next start.
 */
@Injectable()
export class SeedTranslationsService {
  private readonly logger = new Logger(SeedTranslationsService.name);

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly writer: ArticleWriter,
    private readonly progress: SeedProgressRepository,
  ) {}

  async seed(): Promise<void> {
    if ((await this.progress.stateOf(TRANSLATIONS_SEED)) === 'finished') return;
    // Read only when they are seeded: a file that holds no valid article stops the start, naming it.
    const translations = loadSeedTranslations();
    await this.progress.markStarted(TRANSLATIONS_SEED);
    const swedishSlugs = new Set(loadSeedArticles().map((article) => slugify(article.title)));
    const planned: Planned[] = [];
    for (const seed of translations) {
      const plan = await this.plan(seed, swedishSlugs);
      if (typeof plan === 'string') this.logger.warn(`English seed article "${seed.title}" skipped: ${plan}`);
      else planned.push(plan);
    }
    const created = await this.writer.createSeed(
      planned.map(({ entry }) => entry),
      SEED_EDITOR,
    );
    for (const [i, { original, version }] of planned.entries()) await this.link(original, created[i], version);
    await this.progress.markFinished(TRANSLATIONS_SEED);
    this.logger.log(`Seeded ${planned.length} English translations`);
  }

  /** The translation as the seed stores it, or why it is left out. */
  private async plan(seed: SeedTranslation, swedishSlugs: ReadonlySet<string>): Promise<Planned | string> {
    const original = await this.articles.findBySlug(seed.translationOf);
    if (!original) return `there is no article ${seed.translationOf}`;
    if (original.translatedFrom || languageOf(original) !== 'sv') return `${original.slug} is not a Swedish original`;
    // An editor's article under the seed's slug (on a store the seed never filled) is not what the file translates;
    // nor is a correction the seed made after an editor's version, which it made on the editor's words.
    const revisions = await this.revisions.allOf(original._id);
    const byEditor = revisions.findIndex((revision) => revision.editedBy !== SEED_EDITOR);
    const bySeed = byEditor < 0 ? revisions : revisions.slice(0, byEditor);
    if (bySeed[0]?.versionNumber !== 1) return `${original.slug} is not the article the seed wrote`;
    const slug = slugOf(seed, swedishSlugs);
    const id = seededArticleIdOf(slug);
    const holder = await this.articles.findBySlug(slug);
    if (holder && holder._id !== id) return `the slug ${slug} belongs to another article`;
    const group = original.groupId ? await this.articles.group(original.groupId) : [];
    if (group.some((version) => version._id !== id && languageOf(version) === 'en')) return `${original.slug} has an English version already`;
    const input = articleInputSchema.parse({ ...seed, category: original.categoryId, status: original.status === 'published' ? 'published' : 'draft' });
    return { original, version: bySeed.at(-1)!.versionNumber, entry: { fields: storedFieldsOf(input), note: { change: SEED_CHANGE }, slug } };
  }

  /** Links the stored translation to its original, at the version the seed last wrote of the original. */
  private async link(original: ArticleDocument, translation: ArticleDocument, version: number): Promise<void> {
    const stored = await this.articles.findById(translation._id);
    if (!stored) return;
    if (stored.translatedFrom?.slug !== original.slug) {
      try {
        await this.writer.link(original, stored, META);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        // A replica seeding at the same moment linked it first; else an editor linked another at this very moment.
        if ((await this.articles.findById(stored._id))?.translatedFrom?.slug !== original.slug) {
          this.logger.warn(`English seed article ${stored.slug} left unlinked: ${error.body.code}`);
          return;
        }
      }
    }
    // Linked at the original's current version; an editor's versions since the seed's are not in the translation.
    const linked = (await this.articles.findById(stored._id))!;
    if (linked.translatedFrom && linked.translatedFrom.version !== version) await this.writer.setTranslatedFrom(linked, version, META);
  }
}

/** The slug an English seed article is stored under: its title's, with -en where that is a Swedish seed article's. */
function slugOf(seed: SeedTranslation, swedishSlugs: ReadonlySet<string>): string {
  const base = slugify(seed.title);
  return swedishSlugs.has(base) ? `${base}-en` : base;
}
