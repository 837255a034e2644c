import 'reflect-metadata';
import type { Actor, User } from '@labmedicin/contracts';
import { startService, type RunningService } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
import { authUsersEnv } from '../src/config/auth-users.config';

/** The actor the gateway would put in the meta for this user's session. */
export const actorOf = (user: Pick<User, '_id' | 'username' | 'role'>): Actor => ({ id: user._id, username: user.username, role: user.role });

export type RunningAuthUsers = RunningService;

/** auth-users started as its main starts it, with NeDB in `dataDir` and free transport ports. */
export function startAuthUsers(dataDir: string, env: Record<string, string> = {}): Promise<RunningAuthUsers> {
  return startService('auth-users', authUsersEnv, (config, own) => AppModule.forRoot(config, own), dataDir, env);
}
