import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { isLanguageCode, languageOf, type LanguageCode } from '@propdesk/shared';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import {
  useListingTranslations,
  useSaveTranslation,
  type ListingTranslation,
  type TranslationBody,
} from '../api/translations';
import { TYPED_TEXT } from '../typed-text';

/** Which of the listing's texts a tab edits: title and description, or keywords. */
type Part = 'details' | 'seo';

const nameOf = (code: LanguageCode) => languageOf(code).nativeName;

interface TranslatedTabProps {
  /** The saved listing; a new draft has no translations yet. */
  listingId: string | undefined;
  part: Part;
  /** The tab as it edits the listing's own (original) text. */
  children: ReactNode;
}

/**
 * On a site with several languages, a switch above the tab: the listing's original language
 * (the tab itself) first, then the site's other languages, each marked translated or not.
 */
export function TranslatedTab({ listingId, part, children }: TranslatedTabProps) {
  const { site } = useTenant();
  const several = !!listingId && site.languages.length > 1;
  if (!several) return children;
  return (
    <LanguageSwitch listingId={listingId} part={part}>
      {children}
    </LanguageSwitch>
  );
}

function LanguageSwitch({ listingId, part, children }: TranslatedTabProps & { listingId: string }) {
  const { t } = useLingui();
  const { site } = useTenant();
  const translations = useListingTranslations(listingId);
  const stated = translations.data?.originalLanguage;
  const original = isLanguageCode(stated) ? stated : site.defaultLanguage;
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const shown = chosen ?? original;
  const filled = new Map((translations.data?.translations ?? []).map((tr) => [tr.language, tr]));
  const codes = [original, ...site.languages.filter((code) => code !== original)];

  const labelOf = (code: LanguageCode) => {
    const name = nameOf(code);
    const status =
      code === original
        ? t`${name}, original`
        : filled.has(code)
          ? t`${name}, translated`
          : t`${name}, not translated yet`;
    return (
      <>
        <Group component="span" gap={4} wrap="nowrap" justify="center" aria-hidden>
          <span lang={code}>{name}</span>
          {code !== original &&
            (filled.has(code) ? (
              <IconCheck size={14} stroke={2.5} data-testid={`translated-${code}`} />
            ) : (
              <Text component="span" c="dimmed" size="xs">
                ○
              </Text>
            ))}
        </Group>
        <VisuallyHidden>{status}</VisuallyHidden>
      </>
    );
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t`Language of the listing's text`}
        value={shown}
        onChange={(value) => isLanguageCode(value) && setChosen(value)}
        disabled={!translations.data}
        data={codes.map((code) => ({ value: code, label: labelOf(code) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {shown === original ? (
        children
      ) : (
        <TranslationForm
          key={shown}
          listingId={listingId}
          language={shown}
          part={part}
          saved={filled.get(shown)}
        />
      )}
    </Stack>
  );
}

interface TranslationFormProps {
  listingId: string;
  language: LanguageCode;
  part: Part;
  saved: ListingTranslation | undefined;
}

/** One language's title and description (Details) or keywords (SEO), saved on their own. */
function TranslationForm({ listingId, language, part, saved }: TranslationFormProps) {
  const { t, i18n } = useLingui();
  const write = useSaveTranslation(listingId, language);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useForm<TranslationBody>({
    initialValues: {
      title: saved?.title ?? '',
      description: saved?.description ?? '',
      metaTags: saved?.metaTags ?? '',
    },
  });
  // The labels name the language in the reader's own: 'Title in French', 'Titre en français'.
  const name = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(language) ?? language;

  if (part === 'seo' && !saved) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Add this language's title on the Details tab first; its keywords go here.</Trans>
      </Text>
    );
  }

  const save = form.onSubmit((values) => {
    write.mutate(values, {
      onSuccess: () => {
        form.resetDirty(values);
        notifications.show({ color: 'teal', message: t`Translation saved` });
      },
      onError: (failure) => {
        const errors = fieldErrors(failure);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else notifyError(failure);
      },
    });
  });

  const remove = () => {
    setConfirmRemove(false);
    write.mutate(null, {
      onSuccess: () => {
        form.setValues({ title: '', description: '', metaTags: '' });
        form.resetDirty({ title: '', description: '', metaTags: '' });
        notifications.show({ color: 'teal', message: t`Translation removed` });
      },
      onError: notifyError,
    });
  };

  return (
    // A panel of its own, so its buttons read apart from the editor's Save and Next below it.
    <Paper component="form" onSubmit={save} noValidate withBorder radius="md" p="md">
      <Stack gap="md" lang={language}>
        {part === 'details' ? (
          <>
            <TextInput
              label={t`Title in ${name}`}
              withAsterisk
              dir="auto"
              autoComplete="off"
              styles={TYPED_TEXT}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t`Description in ${name}`}
              description={t`No phone numbers or email addresses: customers contact you through the site`}
              dir="auto"
              styles={TYPED_TEXT}
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('description')}
            />
          </>
        ) : (
          <TextInput
            label={t`Keywords in ${name}`}
            description={t`Separated by commas`}
            dir="auto"
            autoComplete="off"
            styles={TYPED_TEXT}
            {...form.getInputProps('metaTags')}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" lang={i18n.locale}>
            <Trans>Saved on its own, apart from the listing's other changes.</Trans>
          </Text>
          <Group gap="sm">
            {saved && (
              <Button
                variant="default"
                onClick={() => setConfirmRemove(true)}
                disabled={write.isPending}
              >
                <Trans>Remove translation</Trans>
              </Button>
            )}
            <Button type="submit" loading={write.isPending} disabled={!form.isDirty()}>
              <Trans>Save translation</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t`Remove the ${name} text?`}
        centered
      >
        <Text size="sm">
          <Trans>Readers of this language will see the listing in its original language.</Trans>
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmRemove(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button color="red.9" onClick={remove}>
            <Trans>Remove translation</Trans>
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
