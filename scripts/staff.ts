import { listStaff, setStaffRole } from '../server/application/staff.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/storage/db.ts';

/**
 * `npm run staff -- add <email>` | `remove <email>` | `list`: manages who may use the staff
 * functions on the local backend (the DATA_DIR of `npm start`).
 */
const [command, email] = process.argv.slice(2);
const config = loadConfig();
const db = openDatabase(config.dataDir);
try {
  if (command === 'list' && email === undefined) {
    const staff = listStaff(db);
    process.stdout.write(staff.length ? `${staff.join('\n')}\n` : 'No staff yet.\n');
  } else if ((command === 'add' || command === 'remove') && email) {
    if (!setStaffRole(db, email, command === 'add')) {
      process.stderr.write(`No account with the e-mail ${email}. Sign up first.\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(
        command === 'add'
          ? `${email} is now staff (effective at the next sign-in).\n`
          : `${email} is no longer staff.\n`,
      );
    }
  } else {
    process.stderr.write('Usage: npm run staff -- add <email> | remove <email> | list\n');
    process.exitCode = 2;
  }
} finally {
  db.close();
}
