import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

/** The spec's toast 'Property Profile set', with what it did underneath. */
export function notifyProfileSet() {
  notifications.show({
    color: 'teal',
    title: t`Property Profile set`,
    message: t`This photo is now the listing's cover: it leads the gallery and shows in search results.`,
  });
}
