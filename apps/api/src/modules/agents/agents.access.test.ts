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

const agency = () => ({ user: { publicId: 'agent-a' } });

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
    expect(canUpdateAgency(actor('agent-a', 'AGENT'), agency())).toBeNull();
    expect(canUpdateAgency(actor('admin', 'ADMIN'), agency())).toBeNull();
  });

  it('refuses another agent, and a moderator (verification is not a profile change)', () => {
    const refusal = { code: 'FORBIDDEN', message: 'You can only change your own profile' };
    expect(canUpdateAgency(actor('agent-b', 'AGENT'), agency())).toMatchObject(refusal);
    expect(canUpdateAgency(actor('mod', 'MODERATOR'), agency())).toMatchObject(refusal);
  });
});
