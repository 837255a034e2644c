import { Inject, Injectable } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, CONTENT_MESSAGES, type ArticleChangedEvent, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { CommentsRepository } from './comments.repository';

/**
 * Comments keep a copy of their author's name and their article's slug, title and published
 * state; the article and user events keep the copies current. Content and auth-users are asked
 * only when an article or user that has comments changes.
 */
@Injectable()
export class CommentLinksService {
  constructor(
    private readonly comments: CommentsRepository,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  /** Readers see an article's comments only while it is published; a published article's title is asked for. */
  async articleUpdated(meta: RequestMeta, { id, slug, status }: ArticleChangedEvent): Promise<void> {
    if (!(await this.comments.hasArticle(id))) return;
    const published = status === 'published';
    await this.comments.updateArticle(id, { articleSlug: slug, articlePublished: published });
    if (!published) return;
    const article = await this.services.send(CONTENT_MESSAGES.articlesGet, { slug }, meta);
    await this.comments.updateArticle(id, { articleTitle: article.title });
  }

  async articleDeleted(id: string): Promise<void> {
    await this.comments.deleteOfArticle(id);
  }

  /** A renamed author's comments take the new name; a user who no longer exists leaves them nameless. */
  async userUpdated(meta: RequestMeta, id: string): Promise<void> {
    if (!(await this.comments.hasAuthor(id))) return;
    const actor = await this.services.send(AUTH_USERS_MESSAGES.getActor, { id }, meta);
    if (actor) await this.comments.renameAuthor(id, actor.username);
    else await this.comments.forgetAuthor(id);
  }

  async userDeleted(id: string): Promise<void> {
    await this.comments.forgetAuthor(id);
  }
}
