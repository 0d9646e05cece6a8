import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { AppError, RESERVED_TENANT_SLUGS, TENANT_SLUG_PATTERN, type Role } from '@propdesk/shared';
import { BACKUP_USAGE, runBackupCommand } from './cli-backup';
import { ConfigError, loadConfig } from './config';
import { BackupError } from './infra/backup-format';
import type { ModuleContext } from './infra/context';
import { DataDirInUseError, openDatabase } from './infra/db';
import { databaseTarget } from './infra/database-target';
import { createStorage } from './infra/storage';
import { createTenantWithReferenceData, hasNoSite, seedDatabase } from './seed';
import { createAccount } from './modules/accounts';
import { setPassword } from './modules/auth';
import { hashStoredPhotos } from './modules/images';
import { checkDuplicates } from './modules/listing-duplicates';
import { listFailedNotices, retryFailedNotices } from './modules/notices';
import {
  eraseAccount,
  exportAsOperator,
  PERSONAL_DATA_PROVIDERS,
  type PrivacyContext,
} from './modules/privacy';
import { findTenant } from './modules/tenants';
import { findAccountByEmail } from './modules/users';

const USAGE = `Usage: npm run cli -- <command>

  tenant create <slug> --name <display name> [--currency <code>] [--time-zone <IANA zone>]
  user create --tenant <slug> --role agent|customer|moderator|admin --email <email> --password <password>
              [--first-name <name>] [--last-name <name>] [--agency <agency name>]
  user reset-password --tenant <slug> --email <email> --password <password>
  notices failed                  notices (emails, webhooks) that ran out of attempts, oldest first
  notices retry [<id>...]         queue failed notices again (all of them without ids)
  person export --tenant <slug> --email <email> --reason <why> --out <file.zip>
                                  everything the site holds about the person (their request,
                                  received by e-mail, is the reason in the audit log)
  person erase --tenant <slug> --email <email> --reason <why> [--heir <agent's email>]
                                  erase the person's account and personal data; an agent's
                                  listings go to the heir, or are archived (docs/privacy.md)
  photos hash --tenant <slug>     give the site's photos stored before the duplicate check its
                                  perceptual hashes (from their originals), then check the
                                  listings that got them for possible duplicates
${BACKUP_USAGE}

Uses DATA_DIR (embedded database) or DATABASE_URL, like the server.`;

class UsageError extends Error {}

/** The privacy module's context outside the server: its caches learn of changes from the database. */
function privacyContext(ctx: ModuleContext): PrivacyContext {
  const config = loadConfig();
  return {
    db: ctx.db,
    providers: PERSONAL_DATA_PROVIDERS,
    storage: createStorage(config),
    secret: config.jwtSecret,
    listingsChanged: async () => undefined,
    log: {
      warn: (details: object, message: string) =>
        void process.stderr.write(`${message}: ${JSON.stringify(details)}\n`),
    },
  };
}

/** Whether the runtime knows the zone (Intl refuses names it does not have). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ROLE_NAMES: Record<string, Role> = {
  agent: 'AGENT',
  customer: 'CUSTOMER',
  moderator: 'MODERATOR',
  admin: 'ADMIN',
};

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`Missing --${name}`);
  return value.trim();
}

async function tenantOrFail(ctx: ModuleContext, slug: string) {
  const tenant = await findTenant(ctx, slug.toLowerCase());
  if (!tenant)
    throw new UsageError(`No tenant '${slug}'. Create it with: tenant create ${slug} --name "..."`);
  return tenant;
}

async function run(ctx: ModuleContext, argv: string[]): Promise<string> {
  const [group, command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      currency: { type: 'string' },
      'time-zone': { type: 'string' },
      tenant: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      agency: { type: 'string' },
      reason: { type: 'string' },
      out: { type: 'string' },
      heir: { type: 'string' },
    },
  });

  if (group === 'tenant' && command === 'create') {
    const slug = positionals[0]?.toLowerCase();
    if (!slug) throw new UsageError('Missing the tenant slug');
    if (!TENANT_SLUG_PATTERN.test(slug)) {
      throw new UsageError(
        'A tenant slug is lowercase letters, digits and dashes (1 to 40 characters)',
      );
    }
    if ((RESERVED_TENANT_SLUGS as readonly string[]).includes(slug)) {
      throw new UsageError(`'${slug}' is a reserved path of the server; choose another slug`);
    }
    if (await findTenant(ctx, slug)) throw new UsageError(`Tenant '${slug}' already exists`);
    const currency = (values.currency ?? 'USD').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency))
      throw new UsageError('--currency is a 3-letter ISO code, e.g. USD');
    const timeZone = values['time-zone'] ?? 'UTC';
    if (!isTimeZone(timeZone)) {
      throw new UsageError('--time-zone is an IANA time zone name, e.g. Africa/Harare');
    }
    const tenant = await createTenantWithReferenceData(ctx.db, {
      slug,
      name: required(values, 'name'),
      defaultCurrency: currency,
      timeZone,
    });
    return `Created tenant '${tenant.slug}' (${tenant.name}) with reference data.`;
  }

  if (group === 'user' && command === 'create') {
    const tenant = await tenantOrFail(ctx, required(values, 'tenant'));
    const role = ROLE_NAMES[required(values, 'role').toLowerCase()];
    if (!role) throw new UsageError('--role is one of agent, customer, moderator, admin');
    const email = required(values, 'email');
    const user = await createAccount(ctx, null, tenant, {
      role,
      email,
      password: required(values, 'password'),
      firstName: values['first-name'] ?? email.split('@')[0]!,
      lastName: values['last-name'] ?? '',
      agencyName: values.agency,
    });
    return `Created ${role.toLowerCase()} ${user.email} in '${tenant.slug}' (id ${user.publicId}).`;
  }

  if (group === 'user' && command === 'reset-password') {
    const tenant = await tenantOrFail(ctx, required(values, 'tenant'));
    const email = required(values, 'email').toLowerCase();
    const user = await findAccountByEmail(ctx, tenant, email);
    if (!user) throw new UsageError(`No user ${email} in '${tenant.slug}'`);
    await setPassword(ctx, null, tenant, user, required(values, 'password'));
    return `Password of ${email} in '${tenant.slug}' changed; their sessions have ended.`;
  }

  if (group === 'notices' && command === 'failed') {
    const failed = await listFailedNotices(ctx);
    if (!failed.length) return 'No failed notices.';
    return failed
      .map(
        (n) =>
          `${n.id}\t${n.failedAt?.toISOString()}\t${n.channel}\t${n.event}\t` +
          `${n.recipient ?? '-'}\t${n.attempts} attempts\t${n.lastError ?? ''}`,
      )
      .join('\n');
  }

  if (group === 'notices' && command === 'retry') {
    const ids = positionals.map((id) => {
      if (!/^\d+$/.test(id)) throw new UsageError(`Not a notice id: ${id}`);
      return Number(id);
    });
    const count = await retryFailedNotices(ctx, ids.length ? ids : undefined);
    return `${count} failed notice${count === 1 ? '' : 's'} queued again; a running server sends them within seconds.`;
  }

  if (group === 'person' && (command === 'export' || command === 'erase')) {
    const tenant = await tenantOrFail(ctx, required(values, 'tenant'));
    const email = required(values, 'email').toLowerCase();
    const reason = required(values, 'reason');
    const person = await findAccountByEmail(ctx, tenant, email);
    if (!person) throw new UsageError(`No user ${email} in '${tenant.slug}'`);
    const privacy = privacyContext(ctx);
    if (command === 'export') {
      const out = path.resolve(required(values, 'out'));
      const archive = await exportAsOperator(privacy, tenant, person.publicId, reason);
      await pipeline(archive.stream, createWriteStream(out, { flags: 'wx' }));
      return `Exported the data of ${email} in '${tenant.slug}' to ${out}.`;
    }
    let heirPublicId: string | null = null;
    if (values.heir) {
      const heir = await findAccountByEmail(ctx, tenant, values.heir.toLowerCase());
      if (!heir) throw new UsageError(`No user ${values.heir} in '${tenant.slug}'`);
      heirPublicId = heir.publicId;
    }
    const { pseudonym } = await eraseAccount(privacy, tenant, person.publicId, {
      requestedBy: 'OPERATOR',
      staff: null,
      reason,
      heirPublicId,
    });
    return `Erased ${email} in '${tenant.slug}'; the audit log shows them as ${pseudonym}.`;
  }

  if (group === 'photos' && command === 'hash') {
    const tenant = await tenantOrFail(ctx, required(values, 'tenant'));
    const storage = createStorage(loadConfig());
    const done = await hashStoredPhotos({ db: ctx.db, storage }, tenant.id);
    const log = {
      warn: (details: object, message: string) =>
        void process.stderr.write(`${message}: ${JSON.stringify(details)}\n`),
    };
    await checkDuplicates({ db: ctx.db, log }, tenant, done.listingIds);
    return (
      `${done.hashed} photos of '${tenant.slug}' hashed (${done.listingIds.length} listings ` +
      `checked for possible duplicates); ${done.plain} too plain to tell apart, ` +
      `${done.unreadable} missing or unreadable in storage.`
    );
  }

  throw new UsageError(
    argv.length ? `Unknown command: ${argv.slice(0, 2).join(' ')}` : 'No command given',
  );
}

async function main() {
  const argv = process.argv.slice(2);
  if (!argv.length || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(argv.length ? 0 : 2);
  }
  // Before the database is opened: a backup asks the running server, a restore needs DATA_DIR empty.
  if (argv[0] === 'backup' || argv[0] === 'restore') {
    process.stdout.write(`${await runBackupCommand(argv)}\n`);
    return;
  }
  const config = loadConfig();
  const target = databaseTarget(config);
  // An operator's tool, often run as the owner: the refusal guards the serving processes.
  if (target.kind === 'postgres') target.allowSuperuser = true;
  const database = await openDatabase(target);
  try {
    if (await hasNoSite(database.db)) {
      await database.oneAtATime(() =>
        seedDatabase(database.db, { demo: config.seedDemo, languages: true }),
      );
    }
    process.stdout.write(`${await run({ db: database.db }, argv)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof BackupError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (
    error instanceof Error &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
