import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Role } from '@labmedicin/contracts';
import type { RunningProduct } from './product';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/**
 * Registers an account and gives it `role`. The product has no screen for roles yet, so the role
 * is written into auth-users' NeDB datafile while the product is stopped (a later line for the
 * same _id replaces the earlier one when NeDB loads the file), then the product starts again.
 */
export async function accountWithRole(product: RunningProduct, account: Account, role: Role): Promise<void> {
  const registered = await fetch(`${product.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`registering ${account.email} answered ${registered.status}`);
  await product.restart(async () => {
    const file = join(product.dataDir, 'auth-users', 'users.db');
    const line = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((text) => text.includes(`"email":"${account.email}"`))
      .at(-1);
    if (!line) throw new Error(`${account.email} is not in ${file}`);
    await appendFile(file, `${JSON.stringify({ ...JSON.parse(line), role })}\n`);
  });
}
