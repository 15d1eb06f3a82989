import { findUserByEmail } from '../identity/accounts';
import { updateAccount } from '../identity/repository';
import { CliError, runWithDatabase } from './run-with-database';

/** Bootstraps the first administrator: `npm run admin:grant -- <email>`. */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- <email of an existing account>');
  process.exit(2);
}

await runWithDatabase(async (db) => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  await updateAccount(db, user.id, { role: 'admin', requestedRole: null, status: 'active', emailVerified: true, updatedAt: new Date() });
  return `${user.email} is now an administrator.`;
});
