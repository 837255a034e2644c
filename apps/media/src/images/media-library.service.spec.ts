import { CONTENT_MESSAGES, MEDIA_MESSAGES as M, errorBody, type Article, type Category, type MediaItem, type MediaListQueryInput } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { actors, eventually, makeTempDir, pngImage, SAMPLE_IMAGES, type TempDir } from '@labmedicin/platform/testing';
import { startMediaWithContent, type RunningMedia } from '../../test/fixtures';
import { EarlierVersionsFill } from './earlier-versions-fill';

/** The media library over the transport: listing, totals, usage kept from content's events, deleting. */
describe('media library', () => {
  let dir: TempDir;
  let media: RunningMedia;
  let category: Category;
  let counter = 0;

  beforeAll(async () => {
    dir = await makeTempDir('media-library-');
    media = await startMediaWithContent(dir.path);
    [category] = await media.send(CONTENT_MESSAGES.categoriesList, {}, actors.admin);
  });
  afterAll(async () => {
    await media?.close();
    await dir?.remove();
  });

  const upload = (originalName: string, bytes: Buffer = pngImage(4, 4), purpose: 'article' | 'avatar' = 'article') =>
    media.send(M.imagesStore, { data: bytes.toString('base64'), originalName, purpose });
  const list = (query: MediaListQueryInput = {}) => media.send(M.libraryList, query, actors.admin);
  const usage = (image: MediaItem) => media.send(M.libraryUsage, { filename: image.filename }, actors.admin);
  const img = (image: MediaItem, alt = image.originalName) => `<img src="${image.url}" alt="${alt}">`;
  const article = (fields: Partial<Parameters<typeof anArticleInput>[1]>) =>
    media.send(CONTENT_MESSAGES.articlesCreate, anArticleInput(category._id, { title: `Analys ${++counter}`, status: 'published', ...fields }), actors.admin);
  const edit = (current: Article, fields: Partial<Parameters<typeof anArticleInput>[1]>) =>
    media.send(
      CONTENT_MESSAGES.articlesUpdate,
      { ...anArticleInput(category._id, { title: current.title, status: current.status, content: current.content, ...fields }), slug: current.slug, baseVersion: current.version },
      actors.admin,
    );
  const usageCountOf = async (image: MediaItem) => (await usage(image)).usageCount;

  describe('listing', () => {
    let dir2: TempDir;
    let library: RunningMedia;
    const items: Record<string, MediaItem> = {};

    // A library of its own, so that the totals and orders are exactly those of these images.
    beforeAll(async () => {
      dir2 = await makeTempDir('media-library-list-');
      library = await startMediaWithContent(dir2.path);
      const [first] = await library.send(CONTENT_MESSAGES.categoriesList, {}, actors.admin);
      const store = async (name: string, bytes: Buffer) => {
        items[name] = await library.send(M.imagesStore, { data: bytes.toString('base64'), originalName: name, purpose: 'article' });
        await new Promise((resolve) => setTimeout(resolve, 5)); // distinct upload times
      };
      await store('Blodutstryk.png', pngImage(2, 2, [0, 0, 0], 3000));
      await store('anemi-kurva.png', pngImage(2, 2, [0, 0, 0], 1000));
      await store('Celler i urin.gif', SAMPLE_IMAGES.gif);
      await store('Elektrofores.jpg', SAMPLE_IMAGES.jpg);
      await library.send(M.imagesStore, { data: SAMPLE_IMAGES.gif.toString('base64'), originalName: 'avatar.gif', purpose: 'avatar' });
      await library.send(
        CONTENT_MESSAGES.articlesCreate,
        anArticleInput(first._id, { title: 'Blodutstryk', content: `<p>Se bilden.</p>${img(items['Blodutstryk.png'])}`, status: 'published' }),
        actors.admin,
      );
      await eventually(async () => (await library.send(M.libraryUsage, { filename: items['Blodutstryk.png'].filename }, actors.admin)).usageCount === 1);
    });
    afterAll(async () => {
      await library?.close();
      await dir2?.remove();
    });
    const names = async (query: MediaListQueryInput) => (await library.send(M.libraryList, query, actors.admin)).data.map((item) => item.originalName);

    it('lists article images only, newest first, with their usage, the totals and the pagination', async () => {
      const page = await library.send(M.libraryList, {}, actors.admin);
      expect(page.data.map((item) => item.originalName)).toEqual(['Elektrofores.jpg', 'Celler i urin.gif', 'anemi-kurva.png', 'Blodutstryk.png']);
      expect(page.data[3]).toEqual({ ...items['Blodutstryk.png'], usageCount: 1 });
      expect(page.data[0].usageCount).toBe(0);
      const sizes = Object.values(items).map((item) => item.size);
      const total = sizes.reduce((a, b) => a + b, 0);
      expect(page.stats).toEqual({
        totalImages: 4,
        totalSize: total,
        usedImages: 1,
        unusedImages: 3,
        unusedSize: total - items['Blodutstryk.png'].size,
      });
      expect(page.pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1 });
    });

    it('sorts by date, size or name in either order', async () => {
      expect(await names({ sort: 'date', order: 'asc' })).toEqual(['Blodutstryk.png', 'anemi-kurva.png', 'Celler i urin.gif', 'Elektrofores.jpg']);
      const bySize = Object.values(items).sort((a, b) => a.size - b.size).map((item) => item.originalName);
      expect(await names({ sort: 'size', order: 'asc' })).toEqual(bySize);
      expect(await names({ sort: 'size', order: 'desc' })).toEqual([...bySize].reverse());
      const byName = await names({ sort: 'name', order: 'asc' });
      expect(byName).toHaveLength(4);
      expect(await names({ sort: 'name', order: 'desc' })).toEqual([...byName].reverse());
    });

    it('filters used and unused, searches the original name ignoring case, and pages; the totals stay those of the whole library', async () => {
      expect(await names({ filter: 'used' })).toEqual(['Blodutstryk.png']);
      expect(await names({ filter: 'unused', sort: 'date', order: 'asc' })).toEqual(['anemi-kurva.png', 'Celler i urin.gif', 'Elektrofores.jpg']);
      expect(await names({ search: 'BLOD' })).toEqual(['Blodutstryk.png']);
      expect(await names({ search: 'urin', filter: 'used' })).toEqual([]);
      expect(await names({ search: '.(' })).toEqual([]);
      const second = await library.send(M.libraryList, { limit: 3, page: 2 }, actors.admin);
      expect(second.data.map((item) => item.originalName)).toEqual(['Blodutstryk.png']);
      expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
      expect(second.stats.totalImages).toBe(4);
    });

    it('refuses an unknown sort or filter', async () => {
      await expect(library.send(M.libraryList, { sort: 'views' } as never, actors.admin)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      await expect(library.send(M.libraryList, { filter: 'some' } as never, actors.admin)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });
  });

  describe('usage from content\'s article events', () => {
    it('counts an image in the content, in the clinical HTML fields and in the images field; names the articles by slug and title', async () => {
      const image = await upload('hb-kurva.png');
      const inContent = await article({ content: `<p>Kurva</p>${img(image)}` });
      const inClinical = await article({ clinicalSignificance: `<p>Se</p><img src="http://localhost:5001${image.url}" alt="x">` });
      const inInterpretation = await article({ interpretation: img(image) });
      const inList = await article({ images: [image.url] });
      await eventually(async () => (await usageCountOf(image)) === 4);
      expect((await usage(image)).articles).toEqual(
        expect.arrayContaining([inContent, inClinical, inInterpretation, inList].map(({ slug, title }) => ({ slug, title, current: true, earlierVersions: 0 }))),
      );
      const listed = (await list({ filter: 'used', search: 'hb-kurva' })).data;
      expect(listed.map((item) => [item.filename, item.usageCount])).toEqual([[image.filename, 4]]);
    });

    it('follows an edit (new title, image taken out: still used by the earlier version) and forgets a deleted article', async () => {
      const image = await upload('ferritin.png');
      const other = await upload('transferrin.png');
      const created = await article({ content: `<p>Två bilder</p>${img(image)}${img(other)}` });
      await eventually(async () => (await usageCountOf(image)) === 1 && (await usageCountOf(other)) === 1);

      const edited = await edit(created, { title: 'Järnstatus', content: `<p>En bild</p>${img(image)}` });
      expect(edited.images).toEqual([image.url]);
      await eventually(async () => (await usage(other)).articles[0]?.title === 'Järnstatus');
      expect(await usage(image)).toEqual({ usageCount: 1, articles: [{ slug: created.slug, title: 'Järnstatus', current: true, earlierVersions: 1 }] });
      expect(await usage(other)).toEqual({ usageCount: 1, articles: [{ slug: created.slug, title: 'Järnstatus', current: false, earlierVersions: 1 }] });

      await media.send(CONTENT_MESSAGES.articlesDelete, { slug: created.slug }, actors.admin);
      await eventually(async () => (await usageCountOf(image)) === 0 && (await usageCountOf(other)) === 0);
      expect(await usage(image)).toEqual({ usageCount: 0, articles: [] });
    });

    it('fills in, once, what earlier versions showed for the usages stored before media kept that', async () => {
      const fills = media.store().collection<{ _id: string; name: string }>('usage-fills');
      // The fill after start, which waited for content to listen, is done.
      for (const deadline = Date.now() + 20_000; !(await fills.findOne({ name: 'earlier-versions' })); ) {
        if (Date.now() > deadline) throw new Error('the fill after start did not finish');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const image = await upload('fore-uppgradering.png');
      const created = await article({ title: 'Före uppgraderingen', content: `<p>Bild</p>${img(image)}` });
      await eventually(async () => (await usageCountOf(image)) === 1);
      await edit(created, { content: '<p>Utan bild</p>' });
      const usages = media.store().collection<{ _id: string; articleId: string; images: string[] }>('usages');
      await eventually(async () => (await usages.findOne({ articleId: created._id }))?.images.length === 0);
      // As media stored it before: an article whose current version shows no stored image had no usage.
      await usages.deleteMany({ articleId: created._id });
      expect(await usageCountOf(image)).toBe(0);

      await media.service.get(EarlierVersionsFill).run();
      expect(await usage(image)).toEqual({ usageCount: 1, articles: [{ slug: created.slug, title: 'Före uppgraderingen', current: false, earlierVersions: 1 }] });
      expect((await list({ filter: 'used', search: 'fore-uppgradering' })).data.map((item) => item.usageCount)).toEqual([1]);
    });

    it('answers 404 for the usage of an image it does not have, and of an avatar', async () => {
      const avatar = await upload('me.png', pngImage(3, 3), 'avatar');
      await expect(media.send(M.libraryUsage, { filename: '0123456789abcdef0123456789abcdef.png' }, actors.admin)).rejects.toEqual(errorBody('IMAGE_NOT_FOUND'));
      await expect(usage(avatar)).rejects.toEqual(errorBody('IMAGE_NOT_FOUND'));
    });
  });

  describe('delete', () => {
    const objectExists = async (key: string) => (await media.objects().get(key)) !== null;

    it('deletes an unused image: record, file and listing gone', async () => {
      const image = await upload('oanvand.png');
      expect(await media.send(M.libraryDelete, { filename: image.filename }, actors.admin)).toEqual({ deleted: true, filename: image.filename, removedFrom: [] });
      expect(await objectExists(image.filename)).toBe(false);
      expect((await list({ search: 'oanvand' })).data).toEqual([]);
      await expect(media.send(M.libraryDelete, { filename: image.filename }, actors.admin)).rejects.toEqual(errorBody('IMAGE_NOT_FOUND'));
    });

    it('refuses an image in use without force, naming the articles, and changes nothing', async () => {
      const image = await upload('anvand.png');
      const used = await article({ title: 'Används här', content: `<p>Bild</p>${img(image)}` });
      await eventually(async () => (await usageCountOf(image)) === 1);
      expect(await media.send(M.libraryDelete, { filename: image.filename, force: 'false' }, actors.admin)).toEqual({
        deleted: false,
        filename: image.filename,
        usage: { usageCount: 1, articles: [{ slug: used.slug, title: 'Används här', current: true, earlierVersions: 0 }] },
      });
      expect(await objectExists(image.filename)).toBe(true);
      expect((await media.send(CONTENT_MESSAGES.articlesGet, { slug: used.slug }, null)).content).toContain(image.url);
    });

    it('with force removes the image from every article that shows it (a new version each), then deletes it; the published page renders without it', async () => {
      const image = await upload('tvingad.png');
      const kept = await upload('kvar.png');
      const first = await article({ title: 'Första sidan', content: `<p>Före</p>${img(image)}<p>Efter</p>${img(kept)}`, clinicalSignificance: `<p>K</p>${img(image)}` });
      const second = await article({ title: 'Andra sidan', interpretation: `<p>Tolkning</p>${img(image, 'kurva')}` });
      await eventually(async () => (await usageCountOf(image)) === 2);

      const result = await media.send(M.libraryDelete, { filename: image.filename, force: 'true' }, actors.admin);
      expect(result).toEqual({ deleted: true, filename: image.filename, removedFrom: expect.arrayContaining([{ slug: first.slug, title: 'Första sidan' }, { slug: second.slug, title: 'Andra sidan' }]) });

      const page = await media.send(CONTENT_MESSAGES.articlesGet, { slug: first.slug }, null);
      expect(page.content).toBe(`<p>Före</p><p>Efter</p><img src="${kept.url}" alt="kvar.png" />`);
      expect(page.clinicalSignificance).toBe('<p>K</p>');
      expect(page.images).toEqual([kept.url]);
      expect(page.version).toBe(first.version + 1);
      const history = await media.send(CONTENT_MESSAGES.revisionsList, { slug: first.slug }, actors.admin);
      expect(history.data[0]).toMatchObject({ versionNumber: 2, change: { code: 'imageDeleted', filename: image.filename } });
      expect((await media.send(CONTENT_MESSAGES.articlesGet, { slug: second.slug }, null)).interpretation).toBe('<p>Tolkning</p>');

      expect(await objectExists(image.filename)).toBe(false);
      await expect(usage(image)).rejects.toEqual(errorBody('IMAGE_NOT_FOUND'));
      await eventually(async () => (await usageCountOf(kept)) === 1);
    });

    it('is for admins only; listing and usage for admins and contributors', async () => {
      const image = await upload('roller.png');
      await expect(media.send(M.libraryDelete, { filename: image.filename, force: true }, actors.contributor)).rejects.toEqual(errorBody('ADMIN_REQUIRED'));
      await expect(media.send(M.libraryDelete, { filename: image.filename }, null)).rejects.toEqual(errorBody('NOT_LOGGED_IN'));
      await expect(media.send(M.libraryList, {}, actors.contributor)).resolves.toMatchObject({ pagination: { limit: 20 } });
      await expect(media.send(M.libraryList, {}, actors.user)).rejects.toEqual(errorBody('ADMIN_AREA_REQUIRED'));
      await expect(media.send(M.libraryUsage, { filename: image.filename }, actors.user)).rejects.toEqual(errorBody('ADMIN_AREA_REQUIRED'));
      expect(await objectExists(image.filename)).toBe(true);
    });
  });
});
