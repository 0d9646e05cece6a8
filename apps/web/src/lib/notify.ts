import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

/** The spec's failure toast: 'An error occurred', with what the API said underneath. */
export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: t`An error occurred`, message: errorMessage(error) });
}
