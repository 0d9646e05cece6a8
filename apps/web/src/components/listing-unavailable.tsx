import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { StatusPage } from './status-page';

interface ListingUnavailableProps {
  /** The way back: a link to where the agent can go on from here. */
  actions: ReactNode;
  children?: ReactNode;
}

/** 'Property not found': the listing was deleted, never existed, or could not be read. */
export function PropertyNotFound({ actions, children }: ListingUnavailableProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconAlertCircle size={36} />}
      title={t`Property not found`}
      actions={actions}
    >
      {children ?? <Trans>The listing may have been deleted, or the address is wrong.</Trans>}
    </StatusPage>
  );
}

/** 'Not your property': another agent's listing, which only that agent may manage. */
export function NotYourProperty({ actions, children }: ListingUnavailableProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      title={t`Not your property`}
      color="orange"
      actions={actions}
    >
      {children ?? <Trans>Only the agent who listed it can manage this listing.</Trans>}
    </StatusPage>
  );
}

/** Whether a failed listing read means the listing belongs to someone else (403). */
export const isNotYours = (error: unknown) => error instanceof AppError && error.statusCode === 403;
