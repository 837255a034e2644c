import { Injectable, Logger } from '@nestjs/common';
import { ServiceError } from '@labmedicin/platform';
import { ArticlesRepository } from '../store/articles.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SeedProgressRepository } from '../store/seed-progress.repository';
import { ArticleWriter, fieldsOf } from '../writing/article-writer';
import { SEED_EDITOR } from '../writing/revision-notes';
import { corrected, loadSeedCorrections, type SeedCorrection } from './seed-corrections';

/** A correction's entry in the seed progress collection, and the request id its revision is saved under. */
const correctionKey = (correction: SeedCorrection) => `correction:${correction.id}`;

/**
 * The corrections of the seed articles (seed/corrections.yaml), each made once per installation as
 * the next revision of its article, by 'system' with its change description, while the article
 * still holds what it corrects; otherwise left, saying why. Settled either way, so that it is never
 * made over a later edit. A replica making the same correction at the same moment saves under the
 * same request id, so the second save answers the first's revision instead of storing another.
 */
@Injectable()
export class SeedCorrectionsService {
  private readonly logger = new Logger(SeedCorrectionsService.name);

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: RevisionsRepository,
    private readonly writer: ArticleWriter,
    private readonly progress: SeedProgressRepository,
  ) {}

  async apply(): Promise<void> {
    for (const correction of loadSeedCorrections()) {
      const key = correctionKey(correction);
      if ((await this.progress.stateOf(key)) === 'finished') continue;
      await this.progress.markStarted(key);
      let outcome: string;
      try {
        outcome = await this.applyOne(correction);
      } catch (error) {
        // An editor saved the article at this very moment: the next start looks again.
        if (!(error instanceof ServiceError)) throw error;
        this.logger.warn(`Seed correction ${correction.id} left for the next start: ${error.body.code}`);
        continue;
      }
      await this.progress.markFinished(key);
      if (outcome === 'made') this.logger.log(`Seed correction ${correction.id} made in ${correction.article}`);
      else if (outcome !== 'made before') this.logger.warn(`Seed correction ${correction.id} skipped: ${outcome}`);
    }
  }

  /** 'made', 'made before' (by a start cut off after its save), or why it was left. */
  private async applyOne(correction: SeedCorrection): Promise<string> {
    const article = await this.articles.findBySlug(correction.article);
    if (!article) return `there is no article ${correction.article}`;
    const requestId = correctionKey(correction);
    if ((await this.revisions.allOf(article._id)).some((revision) => revision.savedByRequest === requestId)) return 'made before';
    const result = corrected(article, correction);
    if ('missing' in result) return `${correction.article} no longer holds the ${result.missing} it corrects`;
    await this.writer.save(article, fieldsOf(result.fields), SEED_EDITOR, { requestId, actor: null }, { changeDescription: correction.changeDescription });
    return 'made';
  }
}
