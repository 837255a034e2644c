import { SAMPLE_IMAGES, pngImage, startLocalS3, type LocalS3 } from '@labmedicin/platform/testing';
import request from 'supertest';
import { SEEDED_ADMIN, agentWithRole, failureBody, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** POST /api/articles/upload into media's store, and the file served back under /uploads. */
describe('article image upload and /uploads', () => {
  let stack: Stack;
  let admin: Agent;
  let contributor: Agent;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'media'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    contributor = (await agentWithRole(stack, 'contributor')).agent;
  });
  afterAll(() => stack?.close());

  it('stores a contributor\'s PNG and answers success, message, imageUrl, the alt text given and filename; the file is served immutable with nosniff', async () => {
    const png = pngImage(12, 8);
    const res = await contributor
      .post('/api/articles/upload')
      .field('alt', ' Hemoglobinkurva över ett år ')
      .attach('image', png, { filename: 'Hemoglobin kurva.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Image uploaded successfully',
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      alt: 'Hemoglobinkurva över ett år',
      filename: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
    });
    expect(res.body.imageUrl).toBe(`/uploads/${res.body.filename}`);

    const served = await request(stack.server).get(res.body.imageUrl).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('judges the type by the bytes: a GIF sent as photo.png with type image/png is stored as .gif', async () => {
    const res = await admin.post('/api/articles/upload').field('alt', 'Foto').attach('image', SAMPLE_IMAGES.gif, { filename: 'photo.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.filename).toMatch(/\.gif$/);
    const served = await request(stack.server).get(res.body.imageUrl);
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses an SVG declared as PNG with 415 and the spec message', async () => {
    const res = await admin.post('/api/articles/upload').field('alt', 'X').attach('image', SAMPLE_IMAGES.svg, { filename: 'x.png', contentType: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(failureBody('IMAGE_TYPE_INVALID'));
    expect(res.body.message).toBe('Invalid file type. Only JPG, PNG, GIF, and WEBP images are allowed.');
  });

  it('refuses a file over 5 MB with 413 and the spec message', async () => {
    const res = await admin.post('/api/articles/upload').attach('image', pngImage(2, 2, [0, 0, 0], 5 * 1024 * 1024 + 1), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual(failureBody('IMAGE_TOO_LARGE'));
    expect(res.body.message).toBe('File size exceeds 5MB limit.');
  });

  it('refuses an image without alt text (400 VALIDATION_FAILED on alt) and stores nothing, unless it is marked decorative', async () => {
    const library = async () => ((await admin.get('/api/media')).body as { stats: { totalImages: number } }).stats.totalImages;
    const before = await library();
    for (const fields of [{}, { alt: '   ' }, { decorative: 'false' }]) {
      let post = admin.post('/api/articles/upload');
      for (const [name, value] of Object.entries(fields)) post = post.field(name, value);
      const res = await post.attach('image', pngImage(4, 4), { filename: 'kurva.png', contentType: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { alt: 'Describe the image, or mark it as decorative' } });
    }
    const long = await admin.post('/api/articles/upload').field('alt', 'x'.repeat(251)).attach('image', pngImage(4, 4), 'kurva.png');
    expect(long.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { alt: 'The image description cannot exceed 250 characters' } });
    expect(await library()).toBe(before);

    const decorative = await admin.post('/api/articles/upload').field('decorative', 'true').field('alt', 'ignored').attach('image', pngImage(4, 4), 'ram.png');
    expect(decorative.status).toBe(201);
    expect(decorative.body).toMatchObject({ success: true, alt: '' });
    expect(await library()).toBe(before + 1);
  });

  it('answers 400 when no image field is sent', async () => {
    const res = await admin.post('/api/articles/upload').field('other', 'x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failureBody('IMAGE_REQUIRED'));
  });

  it('lets only contributors and admins upload', async () => {
    const { agent: reader } = await registeredAgent(stack);
    expect((await reader.post('/api/articles/upload').attach('image', SAMPLE_IMAGES.gif, 'a.gif')).body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
    expect((await request(stack.server).post('/api/articles/upload').attach('image', SAMPLE_IMAGES.gif, 'a.gif')).status).toBe(401);
  });

  it('answers 404 under /uploads for unknown names and for anything that is not a stored name', async () => {
    for (const path of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/.meta', '/uploads/../package.json', '/uploads/%2e%2e%2fx']) {
      expect((await request(stack.server).get(path)).status).toBe(404);
    }
  });
});

/** The production profile of objects: media stores into S3 and the gateway serves from it. */
describe('article image upload and /uploads on S3', () => {
  let s3: LocalS3;
  let s3Stopped = false;
  let stack: Stack;

  beforeAll(async () => {
    s3 = await startLocalS3();
    stack = await startStack({ services: ['auth-users', 'media'], env: { ...s3.env, S3_BUCKET: 'labmedicin-uploads' } });
  });
  afterAll(async () => {
    await stack?.close();
    if (!s3Stopped) await s3?.stop();
  });

  it('serves an uploaded image back from the bucket with its type', async () => {
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const upload = await admin.post('/api/articles/upload').field('alt', 'Provrör').attach('image', SAMPLE_IMAGES.jpg, 'prov.jpg');
    expect(upload.status).toBe(201);
    const served = await request(stack.server).get(upload.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(SAMPLE_IMAGES.jpg.length);
  });

  it('with S3 down: uploads and /uploads answer 503 at once, /api/health names it, and the gateway stays ready for everything else', async () => {
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const stored = await admin.post('/api/articles/upload').field('alt', 'Provrör').attach('image', SAMPLE_IMAGES.jpg, 'lagrad.jpg');
    expect(stored.status).toBe(201);
    await s3.stop();
    s3Stopped = true;

    let started = Date.now();
    const upload = await admin.post('/api/articles/upload').field('alt', 'Provrör').attach('image', SAMPLE_IMAGES.jpg, 'prov.jpg');
    expect([upload.status, upload.body.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
    expect(Date.now() - started).toBeLessThan(2_000);
    started = Date.now();
    expect((await request(stack.server).get(stored.body.imageUrl)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);

    const health = await request(stack.server).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.data.gateway.status).toBe('degraded');
    expect(health.body.data.gateway.checks.objects).not.toBe('ok');
    expect(health.body.data.gateway.checks['cache:sessions']).toBe('ok');
    expect(health.body.data.services.media.status).toBe('degraded');

    const ready = await request(stack.server).get('/readyz');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
    // Signing in needs no object store.
    expect((await (await loggedInAgent(stack, SEEDED_ADMIN)).get('/api/auth/me')).status).toBe(200);
  });
});
