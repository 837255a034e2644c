import { VALIDATION_MESSAGES } from '@labmedicin/contracts';
import request from 'supertest';
import { failureBody, registeredAgent, startStack, type Stack } from '../../test/stack';

/** GET /api/users/profile/:username and PUT /api/users/profile through the real gateway and auth-users. */
describe('profile routes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(() => stack?.close());

  it('shows anyone a profile with public fields only', async () => {
    const { user } = await registeredAgent(stack);
    const res = await request(stack.server).get(`/api/users/profile/${user.username}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        username: user.username,
        role: 'user',
        avatar: null,
        bio: '',
        location: '',
        website: '',
        profile: { firstName: '', lastName: '', specialty: '', institution: '' },
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(user.email);
  });

  it('answers 404 USER_NOT_FOUND for an unknown username', async () => {
    const res = await request(stack.server).get('/api/users/profile/nobody-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(failureBody('USER_NOT_FOUND'));
  });

  it("saves the logged-in user's own profile and shows it on their page", async () => {
    const { agent, user } = await registeredAgent(stack);
    const res = await agent.put('/api/users/profile').send({
      bio: 'Biomedicinsk analytiker.',
      location: 'Lund',
      website: 'https://lab.example',
      profile: { firstName: 'Ada', lastName: 'Berg', specialty: 'Koagulation', institution: 'Skånes universitetssjukhus' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated successfully', data: { username: user.username, email: user.email, location: 'Lund' } });
    const page = await request(stack.server).get(`/api/users/profile/${user.username}`);
    expect(page.body.data).toMatchObject({ bio: 'Biomedicinsk analytiker.', website: 'https://lab.example', profile: { institution: 'Skånes universitetssjukhus' } });
  });

  it('refuses anonymous edits with 401 and bad fields with 400 per field, changing nothing', async () => {
    expect((await request(stack.server).put('/api/users/profile').send({ bio: 'x' })).status).toBe(401);
    const { agent, user } = await registeredAgent(stack);
    const res = await agent.put('/api/users/profile').send({ bio: 'x'.repeat(501), website: 'ftp://example.se' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      failureBody('VALIDATION_FAILED', {
        errors: { bio: VALIDATION_MESSAGES.bioTooLong, website: VALIDATION_MESSAGES.websiteInvalid },
        fieldCodes: { bio: 'bioTooLong', website: 'websiteInvalid' },
      }),
    );
    expect((await request(stack.server).get(`/api/users/profile/${user.username}`)).body.data.bio).toBe('');
  });
});
