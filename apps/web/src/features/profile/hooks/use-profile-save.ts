import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '../../../lib/form-fields';
import { useSavingStatus } from '../../../lib/use-saving-status';
import { notifyError } from '../../../lib/notify';

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
      notifications.show({ color: 'teal', message: t`Details Saved` });
    } catch (error) {
      setStatus('error');
      onFieldErrors(fieldErrors(error));
      notifyError(error);
    }
  };
  return { status, run };
}
