import { notifications } from '@mantine/notifications';

/** The spec's toast 'Property Profile set', with what it did underneath. */
export function notifyProfileSet() {
  notifications.show({
    color: 'teal',
    title: 'Property Profile set',
    message:
      "This photo is now the listing's cover: it leads the gallery and shows in search results.",
  });
}
