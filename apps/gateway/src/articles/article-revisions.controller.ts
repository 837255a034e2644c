import { Controller, Inject } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';

/** An article's revision history in content: admins and contributors read it, admins restore. */
@Controller()
export class ArticleRevisionsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.revisionList)
  async list(@Input() { params, query }: In<'revisionList'>, @Meta() meta: RequestMeta) {
    const { data, pagination } = await this.services.send(CONTENT_MESSAGES.revisionsList, { ...query, ...params }, meta);
    return { data, pagination };
  }

  @Route(ROUTES.revisionGet)
  async get(@Input() { params }: In<'revisionGet'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.revisionsGet, params, meta) };
  }

  @Route(ROUTES.revisionCompare)
  async compare(@Input() { params, query }: In<'revisionCompare'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.revisionsCompare, { ...query, ...params }, meta) };
  }

  /** Any body (the old SPA sent editedBy) is ignored: the editor is the session's user. */
  @Route(ROUTES.revisionRestore)
  async restore(@Input() { params }: In<'revisionRestore'>, @Meta() meta: RequestMeta) {
    const article = await this.services.send(CONTENT_MESSAGES.revisionsRestore, params, meta);
    return { data: article, message: 'Revision restored successfully' };
  }
}
