import type { Database } from '../../db';
import { openWallets } from '../wallet';
import { demoUser } from '../../services/demo-account';
import { hashPassword } from '../../services/passwords';
import { findUserByAccount, insertUser } from './users';

export { demoUser };

/** Creates the demo user with its trade password and demo funds, once (a no-op when it exists). */
export async function ensureDemoUser(db: Database): Promise<number> {
  const account = { kind: 'email', value: demoUser.email, channel: 'email' } as const;
  const existing = await findUserByAccount(db, account);
  if (existing) return existing.id;
  const [passwordHash, tradePasswordHash] = await Promise.all([
    hashPassword(demoUser.password),
    hashPassword(demoUser.tradePassword),
  ]);
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, { account, passwordHash, tradePasswordHash, nationality: 'Demo' });
    await openWallets(tx, id, true);
    return id;
  });
}
