import { MEDIA_MESSAGES as M, errorBody, type MediaItem } from '@labmedicin/contracts';
import { actors, makeTempDir, pngImage, SAMPLE_IMAGES, type TempDir } from '@labmedicin/platform/testing';
import { startMedia, type RunningMedia } from '../../test/fixtures';

/** Storing and deleting images over the transport, with NeDB and files below. */
describe('media: images store and delete', () => {
  let dir: TempDir;
  let media: RunningMedia;

  beforeAll(async () => {
    dir = await makeTempDir('media-images-');
    media = await startMedia(dir.path);
  });
  afterAll(async () => {
    await media?.close();
    await dir?.remove();
  });

  const store = (bytes: Buffer, originalName: string, purpose: 'article' | 'avatar' = 'article') =>
    media.send(M.imagesStore, { data: bytes.toString('base64'), originalName, purpose });
  const records = () => media.store().collection<{ _id: string; filename: string }>('images').find({});
  const readObject = async (key: string) => {
    const found = await media.objects().get(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return { contentType: found.info.contentType, bytes: Buffer.concat(chunks) };
  };

  it('stores a PNG under a random name with its record: original name, pixel size, bytes, time', async () => {
    const png = pngImage(30, 20);
    const item = await store(png, 'Blodprov översikt.png');
    expect(item).toMatchObject({
      originalName: 'Blodprov översikt.png',
      purpose: 'article',
      mimeType: 'image/png',
      width: 30,
      height: 20,
      size: png.length,
    });
    expect(item.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(item.url).toBe(`/uploads/${item.filename}`);
    expect(Date.now() - Date.parse(item.uploadedAt)).toBeLessThan(60_000);
    expect(await readObject(item.filename)).toEqual({ contentType: 'image/png', bytes: png });
    expect(await records()).toContainEqual(expect.objectContaining({ filename: item.filename, width: 30, height: 20 }));
  });

  it('answers the stored image when the same store request runs again, storing one record and one file', async () => {
    // What a replica does with the requests of one that died after storing but before answering.
    const request = { requestId: 'feed0000-0000-4000-8000-000000000001', actor: actors.contributor };
    const payload = { data: pngImage(12, 12).toString('base64'), originalName: 'en gång.png', purpose: 'article' as const };
    const before = (await records()).length;
    const first = await media.clients.send(M.imagesStore, payload, request);
    expect(await media.clients.send(M.imagesStore, payload, request)).toEqual(first);
    expect(await records()).toHaveLength(before + 1);
    expect(await media.objects().list()).toHaveLength(before + 1);
    // The id comes from the caller: another user sending the same one is refused, and leaves no file.
    const other = { requestId: request.requestId, actor: actors.user };
    await expect(media.clients.send(M.imagesStore, { ...payload, purpose: 'avatar' }, other)).rejects.toEqual(errorBody('DUPLICATE_RECORD'));
    expect(await records()).toHaveLength(before + 1);
    expect(await media.objects().list()).toHaveLength(before + 1);
  });

  it('keeps at most 255 characters of a very long original name instead of refusing the file', async () => {
    const item = await store(SAMPLE_IMAGES.gif, `${'a'.repeat(300)}.gif`);
    expect(item.originalName).toBe('a'.repeat(255));
  });

  it('decides the type from the bytes, not the name: a GIF named .png is stored as a GIF', async () => {
    const item = await store(SAMPLE_IMAGES.gif, 'photo.png');
    expect(item).toMatchObject({ mimeType: 'image/gif', width: 1, height: 1 });
    expect(item.filename).toMatch(/\.gif$/);
  });

  it('accepts JPG and WEBP article images', async () => {
    await expect(store(SAMPLE_IMAGES.jpg, 'a.jpg')).resolves.toMatchObject({ mimeType: 'image/jpeg' });
    await expect(store(SAMPLE_IMAGES.webp, 'a.webp')).resolves.toMatchObject({ mimeType: 'image/webp' });
  });

  it('refuses SVG, HTML and text named like images with 415 and the spec message, storing nothing', async () => {
    const before = (await records()).length;
    const badType = errorBody('IMAGE_TYPE_INVALID');
    expect(badType.message).toBe('Invalid file type. Only JPG, PNG, GIF, and WEBP images are allowed.');
    await expect(store(SAMPLE_IMAGES.svg, 'logo.png')).rejects.toEqual(badType);
    await expect(store(SAMPLE_IMAGES.html, 'page.jpg')).rejects.toEqual(badType);
    await expect(store(Buffer.from('just text'), 'notes.gif')).rejects.toEqual(badType);
    expect(await records()).toHaveLength(before);
    expect(await media.objects().list()).toHaveLength(before);
  });

  it('takes an article image of exactly 5 MB and refuses one byte more with 413 and the spec message', async () => {
    const fiveMb = 5 * 1024 * 1024;
    await expect(store(pngImage(2, 2, [0, 0, 0], fiveMb), 'max.png')).resolves.toMatchObject({ size: fiveMb });
    const before = (await records()).length;
    await expect(store(pngImage(2, 2, [0, 0, 0], fiveMb + 1), 'big.png')).rejects.toEqual({
      status: 413,
      code: 'IMAGE_TOO_LARGE',
      message: 'File size exceeds 5MB limit.',
    });
    expect(await records()).toHaveLength(before);
  });

  it('keeps avatars under 2 MB and to JPG, PNG and GIF', async () => {
    const twoMb = 2 * 1024 * 1024;
    await expect(store(pngImage(2, 2, [0, 0, 0], twoMb - 1), 'me.png', 'avatar')).resolves.toMatchObject({ purpose: 'avatar' });
    await expect(store(pngImage(2, 2, [0, 0, 0], twoMb), 'me.png', 'avatar')).rejects.toEqual(errorBody('AVATAR_TOO_LARGE'));
    await expect(store(SAMPLE_IMAGES.webp, 'me.webp', 'avatar')).rejects.toEqual(errorBody('AVATAR_TYPE_INVALID'));
    await expect(store(SAMPLE_IMAGES.gif, 'me.gif', 'avatar')).resolves.toMatchObject({ mimeType: 'image/gif' });
  });

  it('takes article images from editors only and avatars from any logged-in user; nothing from anonymous callers', async () => {
    const image = { data: SAMPLE_IMAGES.gif.toString('base64'), originalName: 'a.gif' };
    await expect(media.send(M.imagesStore, { ...image, purpose: 'article' }, actors.user)).rejects.toEqual(errorBody('ADMIN_AREA_REQUIRED'));
    await expect(media.send(M.imagesStore, { ...image, purpose: 'avatar' }, actors.user)).resolves.toMatchObject({ purpose: 'avatar' });
    await expect(media.send(M.imagesStore, { ...image, purpose: 'avatar' }, null)).rejects.toEqual(errorBody('NOT_LOGGED_IN'));
  });

  it('refuses a payload that is no base64', async () => {
    await expect(media.send(M.imagesStore, { data: '%%%not base64%%%', originalName: 'x.png', purpose: 'article' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('deletes an image: record and file gone; a second delete is 404', async () => {
    const item: MediaItem = await store(pngImage(4, 4), 'gone.png');
    await expect(media.send(M.imagesDelete, { filename: item.filename })).resolves.toEqual({ filename: item.filename, deleted: true });
    expect(await readObject(item.filename)).toBeNull();
    expect((await records()).map((r) => r.filename)).not.toContain(item.filename);
    await expect(media.send(M.imagesDelete, { filename: item.filename })).rejects.toEqual(errorBody('IMAGE_NOT_FOUND'));
  });

  it('refuses a delete of a name that is no stored name (no path tricks)', async () => {
    await expect(media.send(M.imagesDelete, { filename: '../auth-users/users.db' })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
