import { AUDIT_MESSAGES as M, type AuditEntry, type AuditRecord } from '@labmedicin/contracts';
import { DOCUMENT_STORE, loadConfig, type DocumentStore } from '@labmedicin/platform';
import { actors, failureOf, makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { authUsersEnv } from '../config/auth-users.config';
import { startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';
import { AuditService } from './audit.service';

const DAY_MS = 86_400_000;
let counter = 0;

/** An entry of `daysAgo` days back, of its own request. */
const recordOf = (daysAgo: number, fields: Partial<AuditRecord> = {}): AuditRecord => {
  counter += 1;
  return {
    action: 'article.deleted',
    outcome: 'success',
    actor: { id: actors.admin.id, username: actors.admin.username },
    target: { type: 'article', id: `a${counter}`, label: `Artikel ${counter}` },
    at: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    requestId: `request-${counter}`,
    details: {},
    ...fields,
  };
};

/** The audit log's service over the transport, with NeDB below. */
describe('auth-users: audit log', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;
  let audit: AuditService;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-audit-');
    authUsers = await startAuthUsers(dir.path, { AUDIT_RETENTION_DAYS: '30' });
    audit = authUsers.service.get(AuditService);
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  const storedEntries = () => authUsers.store().collection<AuditEntry>('auditEntries').find({});

  it('keeps only the fields an entry has: a password or token a recorder passes is dropped', async () => {
    const record = recordOf(0, { details: { attempted: 'vem@example.se', method: 'password', password: 'hemligt1', token: 'abc123' } as AuditRecord['details'] });
    await audit.record(record);
    const [entry] = (await authUsers.send(M.list, { actor: 'admin' }, actors.admin)).data.filter((e) => e.requestId === record.requestId);
    expect(entry?.details).toEqual({ attempted: 'vem@example.se', method: 'password' });
    expect(JSON.stringify(await storedEntries())).not.toMatch(/hemligt1|abc123/);
  });

  it('stores one entry when the same event is delivered twice', async () => {
    const record = recordOf(0);
    await audit.record(record);
    await audit.record(record);
    expect((await storedEntries()).filter((e) => e.requestId === record.requestId)).toHaveLength(1);
  });

  it('answers admins only', async () => {
    expect(await failureOf(authUsers.send(M.list, {}, actors.contributor))).toMatchObject({ status: 403, code: 'ADMIN_REQUIRED' });
    expect(await failureOf(authUsers.send(M.exportBatch, {}, null))).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('exports in batches, newest first, each older than the last one sent', async () => {
    const records = [recordOf(0, { action: 'category.deleted' }), recordOf(0, { action: 'category.deleted' }), recordOf(0, { action: 'category.deleted' })];
    for (const record of records) await audit.record(record);
    const first = await authUsers.send(M.exportBatch, { action: 'category.deleted', limit: 2 }, actors.admin);
    const second = await authUsers.send(M.exportBatch, { action: 'category.deleted', limit: 2, before: first.data[1]!._id }, actors.admin);
    expect([...first.data, ...second.data].map((e) => e.requestId)).toEqual(records.map((r) => r.requestId).reverse());
  });

  it('filters days in Swedish time: an entry at 23:30 UTC on 1 June belongs to 2 June', async () => {
    const late = recordOf(0, { action: 'translation.linked', at: '2025-06-01T23:30:00.000Z' });
    await audit.record(late);
    const day = (d: string) => authUsers.send(M.list, { action: 'translation.linked', from: d, to: d }, actors.admin);
    expect((await day('2025-06-02')).data.map((e) => e.requestId)).toEqual([late.requestId]);
    expect((await day('2025-06-01')).data).toEqual([]);
  });

  it('deletes entries older than AUDIT_RETENTION_DAYS and keeps the others', async () => {
    const old = recordOf(31);
    const recent = recordOf(29);
    await audit.record(old);
    await audit.record(recent);
    expect(await audit.prune()).toBeGreaterThanOrEqual(1);
    const ids = (await storedEntries()).map((e) => e.requestId);
    expect(ids).toContain(recent.requestId);
    expect(ids).not.toContain(old.requestId);
  });

  it('deletes old entries at start', async () => {
    const old = recordOf(400, { action: 'image.force-deleted' });
    await authUsers.store().collection<AuditEntry & { once: string }>('auditEntries').insertOne({ ...old, details: {}, once: `${old.requestId} ${old.action}` });
    await authUsers.close();
    authUsers = await startAuthUsers(dir.path, { AUDIT_RETENTION_DAYS: '365' });
    audit = authUsers.service.get(AuditService);
    const store = authUsers.service.get<DocumentStore>(DOCUMENT_STORE);
    let left = await store.collection<AuditEntry>('auditEntries').count({ requestId: old.requestId });
    for (let tries = 0; left > 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await store.collection<AuditEntry>('auditEntries').count({ requestId: old.requestId });
    }
    expect(left).toBe(0);
  });

  it('refuses a retention that is not a whole number of days at start, naming the variable', () => {
    expect(() => loadConfig(authUsersEnv, { AUDIT_RETENTION_DAYS: 'ett år' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig(authUsersEnv, { AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(loadConfig(authUsersEnv, {}).service.AUDIT_RETENTION_DAYS).toBe(365);
  });
});
