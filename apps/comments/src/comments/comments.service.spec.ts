import { COMMENTS_MESSAGES as M, CONTENT_MESSAGES, EVENTS, LIMITS, errorBody, type Actor, type Article, type Comment, type CommentStatus } from '@labmedicin/contracts';
import { eventually, failureOf, metaFor, unknownId } from '@labmedicin/platform/testing';
import { actors, startComments, type CommentsContext } from '../../test/fixtures';

/** The comment rules and their moderation, with the real content service answering for articles. */
describe('comments service', () => {
  let ctx: CommentsContext;

  beforeAll(async () => {
    ctx = await startComments();
  });
  afterAll(() => ctx?.close());

  const post = (article: Pick<Article, 'slug'>, content: string, actor: Actor | null = actors.anna) =>
    ctx.call(M.post, metaFor(actor), { slug: article.slug, content });
  const readersSee = (article: Pick<Article, 'slug'>, actor: Actor | null = null, page = {}) =>
    ctx.call(M.articleComments, metaFor(actor), { slug: article.slug, ...page });
  const adminList = (query: { status?: CommentStatus; page?: number; limit?: number } = {}) => ctx.call(M.adminList, metaFor(actors.admin), query);
  const approve = (comment: Pick<Comment, '_id'>) => ctx.call(M.approve, metaFor(actors.admin), { id: comment._id });
  const contentsOf = (comments: Pick<Comment, 'content'>[]) => comments.map((comment) => comment.content);

  describe('posting', () => {
    it('keeps a logged-in reader\'s comment as pending, with its author and article, out of the readers\' list', async () => {
      const article = await ctx.article();
      const posted = await post(article, '  Gäller referensintervallet även barn?  ');
      expect(posted).toEqual({
        _id: expect.any(String),
        content: 'Gäller referensintervallet även barn?',
        status: 'pending',
        userId: { _id: actors.anna.id, username: 'anna' },
        articleId: { _id: article._id, slug: article.slug, title: article.title },
        reported: false,
        createdAt: expect.any(String),
      });
      expect((await readersSee(article)).data).toEqual([]);
      const pending = await adminList({ status: 'pending', limit: 100 });
      expect(pending.data.find((comment) => comment._id === posted._id)).toMatchObject({ status: 'pending', reports: [] });
    });

    it('keeps the text as plain text, exactly as written', async () => {
      const article = await ctx.article();
      const posted = await post(article, '<b>Hb</b> < 120 & <script>alert(1)</script>');
      expect(posted.content).toBe('<b>Hb</b> < 120 & <script>alert(1)</script>');
    });

    it('takes 2000 characters and refuses 2001, and a blank comment, storing nothing', async () => {
      const article = await ctx.article();
      await expect(post(article, 'x'.repeat(LIMITS.commentMax))).resolves.toMatchObject({ status: 'pending' });
      const before = (await adminList()).pagination.total;
      expect(await failureOf(post(article, 'x'.repeat(LIMITS.commentMax + 1)))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: { content: 'Comment cannot exceed 2000 characters' },
        fieldCodes: { content: 'commentTooLong' },
      });
      expect(await failureOf(post(article, '   '))).toMatchObject({ status: 400, fieldCodes: { content: 'commentRequired' } });
      expect(await failureOf(ctx.call(M.post, metaFor(actors.anna), { slug: article.slug }))).toMatchObject({ fieldCodes: { content: 'commentRequired' } });
      expect((await adminList()).pagination.total).toBe(before);
    });

    it('answers the stored comment when the same post request runs again, and stores it once', async () => {
      // What a replica does with the requests of one that died after storing but before answering.
      const article = await ctx.article();
      const request = { requestId: 'c0ffee00-0000-4000-8000-000000000001', actor: actors.anna };
      const before = (await adminList()).pagination.total;
      const first = await ctx.call(M.post, request, { slug: article.slug, content: 'Fastande prov?' });
      expect(await ctx.call(M.post, request, { slug: article.slug, content: 'Fastande prov?' })).toEqual(first);
      expect((await adminList()).pagination.total).toBe(before + 1);
      // The id comes from the caller: another reader sending the same one is refused, not answered with Anna's comment.
      const other = { requestId: request.requestId, actor: actors.erik };
      expect(await failureOf(ctx.call(M.post, other, { slug: article.slug, content: 'Kapad' }))).toEqual(errorBody('DUPLICATE_RECORD'));
      expect((await adminList()).pagination.total).toBe(before + 1);
    });

    it('refuses anonymous callers, unknown articles and unpublished ones, even for an admin', async () => {
      const article = await ctx.article();
      const draft = await ctx.article('draft');
      const before = (await adminList()).pagination.total;
      expect(await failureOf(post(article, 'Hej', null))).toEqual(errorBody('NOT_LOGGED_IN'));
      expect(await failureOf(post({ slug: 'finns-inte' }, 'Hej'))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      expect(await failureOf(post(draft, 'Hej'))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      expect(await failureOf(post(draft, 'Hej', actors.admin))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      expect((await adminList()).pagination.total).toBe(before);
    });
  });

  describe('reading', () => {
    it('shows readers the approved comments only, newest first, a page at a time', async () => {
      const article = await ctx.article();
      const first = await post(article, 'Första');
      await post(article, 'Väntar');
      const second = await post(article, 'Andra', actors.erik);
      const third = await post(article, 'Tredje');
      const spam = await post(article, 'Köp billigt');
      for (const comment of [first, second, third]) await approve(comment);
      await ctx.call(M.reject, metaFor(actors.admin), { id: spam._id });

      const page1 = await readersSee(article, null, { limit: 2 });
      expect(contentsOf(page1.data)).toEqual(['Tredje', 'Andra']);
      expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      const page2 = await readersSee(article, null, { limit: 2, page: 2 });
      expect(contentsOf(page2.data)).toEqual(['Första']);
      expect(page2.data[0]).not.toHaveProperty('reports');
      expect((await readersSee(article)).pagination).toEqual({ page: 1, limit: LIMITS.commentPageSize, total: 3, pages: 1 });
    });
  });

  describe('reporting', () => {
    it('takes one report per user, tells the reporter, and shows admins who reported', async () => {
      const article = await ctx.article();
      const comment = await approve(await post(article, 'Fel enhet i tabellen'));

      expect(await ctx.call(M.report, metaFor(actors.erik), { id: comment._id })).toMatchObject({ _id: comment._id, reported: true });
      expect(await failureOf(ctx.call(M.report, metaFor(actors.erik), { id: comment._id }))).toEqual(errorBody('COMMENT_ALREADY_REPORTED'));
      await ctx.call(M.report, metaFor(actors.contributor), { id: comment._id });

      expect((await readersSee(article, actors.erik)).data[0]).toMatchObject({ _id: comment._id, reported: true });
      expect((await readersSee(article, actors.anna)).data[0]).toMatchObject({ _id: comment._id, reported: false });
      const listed = (await adminList({ limit: 100 })).data.find((c) => c._id === comment._id);
      expect(listed?.reports).toEqual([actors.erik.id, actors.contributor.id]);
    });

    it('refuses reports of comments readers cannot see, of unknown ones, and from anonymous callers', async () => {
      const article = await ctx.article();
      const pending = await post(article, 'Väntar på granskning');
      expect(await failureOf(ctx.call(M.report, metaFor(actors.erik), { id: pending._id }))).toEqual(errorBody('COMMENT_NOT_FOUND'));
      expect(await failureOf(ctx.call(M.report, metaFor(actors.erik), { id: unknownId }))).toEqual(errorBody('COMMENT_NOT_FOUND'));
      expect(await failureOf(ctx.call(M.report, metaFor(actors.erik), { id: 'not-an-id' }))).toMatchObject({ status: 400, fieldCodes: { id: 'idInvalid' } });
      expect(await failureOf(ctx.call(M.report, metaFor(null), { id: pending._id }))).toEqual(errorBody('NOT_LOGGED_IN'));
      expect((await adminList({ status: 'pending', limit: 100 })).data.find((c) => c._id === pending._id)?.reports).toEqual([]);
    });
  });

  describe('moderation', () => {
    it('lists comments by status, newest first, 20 to a page by default', async () => {
      const article = await ctx.article();
      for (let i = 1; i <= LIMITS.commentPageSize + 1; i += 1) await post(article, `Kommentar ${i}`, actors.erik);
      const all = await adminList({ status: 'pending' });
      expect(all.data).toHaveLength(LIMITS.commentPageSize);
      expect(all.data[0].content).toBe(`Kommentar ${LIMITS.commentPageSize + 1}`);
      expect(all.data.every((comment) => comment.status === 'pending')).toBe(true);
      expect(all.pagination.pages).toBe(Math.ceil(all.pagination.total / LIMITS.commentPageSize));
      expect(all.pagination.pages).toBeGreaterThan(1);
      expect(await failureOf(ctx.call(M.adminList, metaFor(actors.admin), { status: 'hidden' }))).toMatchObject({ status: 400, fieldCodes: { status: 'invalidValue' } });
    });

    it('approves, rejects to spam and deletes for good; a rejected comment leaves the article', async () => {
      const article = await ctx.article();
      const comment = await post(article, 'Bra sammanfattning');
      expect(await approve(comment)).toMatchObject({ _id: comment._id, status: 'approved' });
      expect(contentsOf((await readersSee(article)).data)).toEqual(['Bra sammanfattning']);

      expect(await ctx.call(M.reject, metaFor(actors.admin), { id: comment._id })).toMatchObject({ status: 'spam' });
      expect((await readersSee(article)).data).toEqual([]);
      expect((await adminList({ status: 'spam', limit: 100 })).data.map((c) => c._id)).toContain(comment._id);

      expect(await ctx.call(M.delete, metaFor(actors.admin), { id: comment._id })).toMatchObject({ deleted: { _id: comment._id, status: 'spam' } });
      expect((await adminList({ limit: 100 })).data.map((c) => c._id)).not.toContain(comment._id);
      expect(await failureOf(ctx.call(M.delete, metaFor(actors.admin), { id: comment._id }))).toEqual(errorBody('COMMENT_NOT_FOUND'));
      expect(await failureOf(approve(comment))).toEqual(errorBody('COMMENT_NOT_FOUND'));
    });

    it('is for admins only', async () => {
      const article = await ctx.article();
      const comment = await post(article, 'Vänta');
      for (const actor of [actors.anna, actors.contributor]) {
        expect(await failureOf(ctx.call(M.adminList, metaFor(actor), {}))).toEqual(errorBody('ADMIN_REQUIRED'));
        expect(await failureOf(ctx.call(M.approve, metaFor(actor), { id: comment._id }))).toEqual(errorBody('ADMIN_REQUIRED'));
        expect(await failureOf(ctx.call(M.reject, metaFor(actor), { id: comment._id }))).toEqual(errorBody('ADMIN_REQUIRED'));
        expect(await failureOf(ctx.call(M.delete, metaFor(actor), { id: comment._id }))).toEqual(errorBody('ADMIN_REQUIRED'));
      }
      expect(await failureOf(ctx.call(M.approve, metaFor(null), { id: comment._id }))).toEqual(errorBody('NOT_LOGGED_IN'));
      expect((await adminList({ status: 'pending', limit: 100 })).data.map((c) => c._id)).toContain(comment._id);
    });
  });

  describe('following articles and authors', () => {
    it('hides an article\'s comments while it is unpublished, and shows them again once it is published', async () => {
      const article = await ctx.article();
      await approve(await post(article, 'Synlig'));
      const update = (status: Article['status'], baseVersion: number) =>
        ctx.clients.send(
          CONTENT_MESSAGES.articlesUpdate,
          { slug: article.slug, title: article.title, category: article.category?._id ?? '', summary: article.summary, content: article.content, status, baseVersion },
          metaFor(actors.admin),
        );
      const draft = await update('draft', article.version);
      await eventually(async () => (await readersSee(article)).data.length === 0);
      await update('published', draft.version);
      await eventually(async () => (await readersSee(article)).data.length === 1);
    });

    it('follows a renamed article\'s title', async () => {
      const article = await ctx.article();
      const comment = await post(article, 'Om titeln');
      await ctx.clients.send(
        CONTENT_MESSAGES.articlesUpdate,
        { slug: article.slug, title: 'Ny titel', category: article.category?._id ?? '', summary: article.summary, content: article.content, status: 'published', baseVersion: article.version },
        metaFor(actors.admin),
      );
      const titleOf = async () => (await adminList({ limit: 100 })).data.find((c) => c._id === comment._id)?.articleId;
      await eventually(async () => (await titleOf())?.title === 'Ny titel');
      expect(await titleOf()).toEqual({ _id: article._id, slug: article.slug, title: 'Ny titel' });
    });

    it('removes an article\'s comments with the article and keeps the others', async () => {
      const doomed = await ctx.article();
      const kept = await ctx.article();
      const gone = await post(doomed, 'Försvinner');
      const stays = await post(kept, 'Blir kvar');
      await ctx.clients.send(CONTENT_MESSAGES.articlesDelete, { slug: doomed.slug }, metaFor(actors.admin));
      await eventually(async () => !(await adminList({ limit: 100 })).data.some((c) => c._id === gone._id));
      expect((await adminList({ limit: 100 })).data.map((c) => c._id)).toContain(stays._id);
    });

    it('follows a renamed author, and leaves the comments of a user who is gone without a name', async () => {
      const article = await ctx.article();
      const sara = await ctx.register('sara');
      const comment = await approve(await post(article, 'Bra översikt', sara));
      await ctx.rename(sara.id, 'sara_lab');
      await ctx.clients.emit(EVENTS.userUpdated, { id: sara.id }, metaFor(null));
      await eventually(async () => (await readersSee(article)).data[0]?.userId?.username === 'sara_lab');
      expect((await readersSee(article)).data[0]).toMatchObject({ _id: comment._id, userId: { _id: sara.id, username: 'sara_lab' } });

      const unknown = { id: 'a000000000000000000000ee', username: 'okand', role: 'user' } as const;
      await approve(await post(article, 'Från ett konto som inte finns', unknown));
      await ctx.clients.emit(EVENTS.userUpdated, { id: unknown.id }, metaFor(null));
      await eventually(async () => (await readersSee(article)).data[0]?.userId === null);
    });

    it('keeps a deleted user\'s comments, shown without an author', async () => {
      const article = await ctx.article();
      const gone = { id: 'a000000000000000000000ff', username: 'lamnat', role: 'user' } as const;
      const comment = await approve(await post(article, 'Tack för artikeln', gone));
      const other = await post(article, 'Min kommentar', actors.erik);
      await ctx.clients.emit(EVENTS.userDeleted, { id: gone.id }, metaFor(actors.admin));
      await eventually(async () => (await readersSee(article)).data[0]?.userId === null);
      expect((await readersSee(article)).data[0]).toMatchObject({ _id: comment._id, content: 'Tack för artikeln', userId: null });
      expect((await adminList({ limit: 100 })).data.find((c) => c._id === other._id)?.userId).toEqual({ _id: actors.erik.id, username: 'erik' });
    });
  });
});
