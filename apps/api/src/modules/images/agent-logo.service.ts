import { AppError } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Storage } from '../../infra/storage';
import { newPublicId } from '../../lib/ids';
import { findAgentByPublicId, updateAgent } from '../agents/agents.repository';
import { agentView } from '../agents/agents.service';
import { processImage, withUploadSlot } from './image-pipeline';

interface Deps {
  db: Database;
  storage: Storage;
  log: { warn(obj: object, msg: string): void };
}

/** Replaces the agency logo: a square image stored as one 400x400 WebP file. */
export async function setAgentLogo(
  { db, storage, log }: Deps,
  actor: Actor,
  agentPublicId: string,
  readFile: () => Promise<Buffer>,
) {
  const row = await findAgentByPublicId(db, actor.tenantId, agentPublicId);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  if (actor.publicId !== agentPublicId || !actor.agentId) {
    throw new AppError('FORBIDDEN', 'You can only change your own logo');
  }
  const image = await withUploadSlot(async () => processImage(await readFile(), 'logo'));
  const key = `agents/${actor.tenant}/${agentPublicId}/${newPublicId(20)}.${image.original.extension}`;
  await storage.put(key, image.original.data, image.original.contentType);
  try {
    await updateAgent(db, actor.tenantId, row.agent.userId, { imageUrl: storage.urlFor(key) });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  const previous = row.agent.imageUrl ? storage.keyFromUrl(row.agent.imageUrl) : undefined;
  if (previous) {
    // The new logo is in place either way; a leftover old file only costs space.
    await storage.remove(previous).catch((err: unknown) => {
      log.warn({ err, key: previous }, 'could not remove the replaced logo');
    });
  }
  const updated = await findAgentByPublicId(db, actor.tenantId, agentPublicId);
  return agentView(db, actor.tenantId, updated!, true);
}
