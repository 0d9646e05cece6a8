import { notifications } from '@mantine/notifications';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { useSavingStatus } from '../../../lib/use-saving-status';

/** Runs a profile save with the saving status, the overlay texts and the toasts of the spec. */
export function useProfileSave() {
  const [status, setStatus] = useSavingStatus();
  const run = async (
    save: () => Promise<unknown>,
    onFieldErrors: (errors: Record<string, string>) => void,
  ) => {
    setStatus('saving');
    try {
      await save();
      setStatus('saved');
      notifications.show({ color: 'teal', message: 'Details Saved' });
    } catch (error) {
      setStatus('error');
      onFieldErrors(fieldErrors(error));
      notifications.show({
        color: 'red',
        title: 'An error occurred',
        message: errorMessage(error),
      });
    }
  };
  return { status, run };
}
