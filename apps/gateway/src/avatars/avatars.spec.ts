import { SAMPLE_IMAGES, pngImage } from '@labmedicin/platform/testing';
import request from 'supertest';
import { SEEDED_ADMIN, failureBody, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';

/** POST /api/users/avatar through the gateway, auth-users and media, files served under /uploads. */
describe('avatar route', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'media'] });
  });
  afterAll(() => stack?.close());

  const served = (path: string) => request(stack.server).get(path);

  it('sets the avatar, serves it under /uploads, shows it on the profile, and deletes the one it replaces', async () => {
    const { agent, user } = await registeredAgent(stack);
    const first = await agent.post('/api/users/avatar').attach('avatar', pngImage(40, 40), { filename: 'jag.png', contentType: 'image/png' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Avatar updated successfully', data: { username: user.username } });
    const firstUrl = first.body.data.avatar as string;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await served(firstUrl)).status).toBe(200);
    expect((await request(stack.server).get(`/api/users/profile/${user.username}`)).body.data.avatar).toBe(firstUrl);
    expect((await agent.get('/api/auth/me')).body.user.avatar).toBe(firstUrl);

    const second = await agent.post('/api/users/avatar').attach('avatar', SAMPLE_IMAGES.gif, { filename: 'ny.gif', contentType: 'image/gif' });
    expect(second.status).toBe(201);
    const secondUrl = second.body.data.avatar as string;
    expect(secondUrl).toMatch(/\.gif$/);
    expect((await served(secondUrl)).status).toBe(200);
    expect((await served(firstUrl)).status).toBe(404);
  });

  it('refuses 2 MB or more with 413, WEBP and non-images with 415 (by the bytes), keeping the avatar', async () => {
    const { agent, user } = await registeredAgent(stack);
    const tooLarge = await agent.post('/api/users/avatar').attach('avatar', pngImage(2, 2, [0, 0, 0], 2 * 1024 * 1024), 'stor.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual(failureBody('AVATAR_TOO_LARGE'));
    const webp = await agent.post('/api/users/avatar').attach('avatar', SAMPLE_IMAGES.webp, { filename: 'a.png', contentType: 'image/png' });
    expect(webp.status).toBe(415);
    expect(webp.body).toEqual(failureBody('AVATAR_TYPE_INVALID'));
    const html = await agent.post('/api/users/avatar').attach('avatar', SAMPLE_IMAGES.html, { filename: 'a.gif', contentType: 'image/gif' });
    expect(html.status).toBe(415);
    expect((await request(stack.server).get(`/api/users/profile/${user.username}`)).body.data.avatar).toBeNull();
  });

  it('accepts a file of 2 MB minus one byte', async () => {
    const { agent } = await registeredAgent(stack);
    const res = await agent.post('/api/users/avatar').attach('avatar', pngImage(2, 2, [0, 0, 0], 2 * 1024 * 1024 - 1), 'precis.png');
    expect(res.status).toBe(201);
  });

  it("removes a deleted user's avatar from the store", async () => {
    const { agent } = await registeredAgent(stack);
    const set = await agent.post('/api/users/avatar').attach('avatar', SAMPLE_IMAGES.jpg, 'jag.jpg');
    const { _id: id, avatar } = set.body.data as { _id: string; avatar: string };
    expect((await served(avatar)).status).toBe(200);
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    await admin.delete(`/api/users/${id}`).expect(200);
    expect((await served(avatar)).status).toBe(404);
  });

  it('needs a login', async () => {
    const res = await request(stack.server).post('/api/users/avatar').attach('avatar', SAMPLE_IMAGES.gif, 'a.gif');
    expect(res.status).toBe(401);
  });
});
