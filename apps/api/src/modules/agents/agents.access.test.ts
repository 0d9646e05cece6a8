import { describe, expect, it } from 'vitest';
import type { Role } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { canUpdateAgency } from './agents.access';

const actor = (publicId: string, ...roles: Role[]): Actor => ({
  userId: 1,
  publicId,
  tenantId: 1,
  tenant: 'demo',
  email: `${publicId}@propdesk.test`,
  roles,
});

const agency = (input: Record<string, unknown>) => ({ user: { publicId: 'agent-a' }, input });

describe('canUpdateAgency, given the agency as read', () => {
  it('answers 404 for an agency that was not found, whoever asks', () => {
    for (const caller of [actor('agent-a', 'AGENT'), actor('admin', 'ADMIN')]) {
      expect(canUpdateAgency(caller, undefined)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Agent not found',
      });
    }
  });

  it('lets the agent change their own agency, and an admin any', () => {
    expect(canUpdateAgency(actor('agent-a', 'AGENT'), agency({ name: 'New' }))).toBeNull();
    expect(canUpdateAgency(actor('admin', 'ADMIN'), agency({ name: 'New' }))).toBeNull();
  });

  it('refuses another agent, and a moderator anything but the verification', () => {
    const refusal = { code: 'FORBIDDEN', message: 'You can only change your own profile' };
    expect(canUpdateAgency(actor('agent-b', 'AGENT'), agency({ name: 'New' }))).toMatchObject(
      refusal,
    );
    expect(canUpdateAgency(actor('mod', 'MODERATOR'), agency({ name: 'New' }))).toMatchObject(
      refusal,
    );
    expect(canUpdateAgency(actor('mod', 'MODERATOR'), agency({ verified: true }))).toBeNull();
  });

  it('lets only the staff set the verification', () => {
    expect(canUpdateAgency(actor('agent-a', 'AGENT'), agency({ verified: true }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only moderators can verify agents',
    });
  });
});
