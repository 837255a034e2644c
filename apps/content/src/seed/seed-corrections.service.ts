import { Injectable, Logger } from '@nestjs/common';
import { ServiceError } from '@labmedicin/platform';
import { ArticlesRepository, languageOf } from '../store/articles.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { SeedProgressRepository } from '../store/seed-progress.repository';
import { ArticleWriter, fieldsOf } from '../writing/article-writer';
import { SEED_EDITOR } from '../writing/revision-notes';
import { corrected, loadSeedCorrections, sameValue, type SeedCorrection } from './seed-corrections';
import { handbookCorrections } from './seed-handbook';

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

  async apply(corrections: readonly SeedCorrection[] = [...loadSeedCorrections(), ...handbookCorrections()]): Promise<void> {
    for (const correction of corrections) {
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
      else if (outcome !== 'made before' && outcome !== 'held already') this.logger.warn(`Seed correction ${correction.id} skipped: ${outcome}`);
    }
  }

  /** 'made', 'made before' (by a start cut off after its save), 'held already' (nothing to change), or why it was left. */
  private async applyOne(correction: SeedCorrection): Promise<string> {
    const article = await this.articles.findBySlug(correction.article);
    if (!article) return `there is no article ${correction.article}`;
    const revisions = await this.revisions.allOf(article._id);
    // An editor's article under the seed's slug (on a store the seed never filled) is not what it corrects.
    if (revisions[0]?.editedBy !== SEED_EDITOR) return `${correction.article} is not the article the seed wrote`;
    const requestId = correctionKey(correction);
    const made = revisions.find((revision) => revision.savedByRequest === requestId);
    let outcome = 'made before';
    let version = made?.versionNumber;
    if (!made) {
      const result = corrected(article, correction);
      if ('missing' in result) return `${correction.article} no longer holds the ${result.missing} it corrects`;
      if (sameValue(fieldsOf(result.fields), fieldsOf(article))) return 'held already';
      version = (await this.writer.save(article, fieldsOf(result.fields), SEED_EDITOR, { requestId, actor: null }, { changeDescription: correction.changeDescription })).version;
      outcome = 'made';
    }
    if (correction.translation) await this.applyToTranslation(correction, article.groupId ?? article._id, version!);
    return outcome;
  }

  /**
   * The correction's English changes, in the translation of its article, once: a translation that
   * was up to date with the original before the correction is up to date with it after. One the
   * seed has not written yet needs none (its file holds them); one an editor changed is left.
   */
  private async applyToTranslation(correction: SeedCorrection, groupId: string, correctedVersion: number): Promise<void> {
    const link = (await this.articles.group(groupId)).find((version) => version.translatedFrom?.slug === correction.article && languageOf(version) === 'en');
    const translation = link && (await this.articles.findById(link._id));
    if (!translation) return;
    const requestId = `${correctionKey(correction)}:en`;
    const meta = { requestId, actor: null };
    let current = translation;
    if (!(await this.revisions.allOf(translation._id)).some((revision) => revision.savedByRequest === requestId)) {
      const result = corrected(translation, correction, true);
      if ('missing' in result) {
        this.logger.warn(`Seed correction ${correction.id} left out of ${translation.slug}: it no longer holds the ${result.missing} it corrects`);
        return;
      }
      if (sameValue(fieldsOf(result.fields), fieldsOf(translation))) return;
      current = await this.writer.save(translation, fieldsOf(result.fields), SEED_EDITOR, meta, { changeDescription: correction.changeDescription });
    }
    if (current.translatedFrom?.version === correctedVersion - 1) await this.writer.setTranslatedFrom(current, correctedVersion, meta);
  }
}
