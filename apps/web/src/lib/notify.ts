import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

/**
 * The spec's failure toast: 'An error occurred', with what the API said underneath.
 * The same failure twice (an autosave, then Save, refused alike) shows one toast, not a stack.
 */
export function notifyError(error: unknown): void {
  const message = errorMessage(error);
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    title: t`An error occurred`,
    message,
  });
}
