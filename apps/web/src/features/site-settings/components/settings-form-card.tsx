import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import type { Site } from '../../../lib/tenant';

interface SettingsFormCardProps {
  /** The heading's id, which names the form for screen readers. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  children: ReactNode;
}

/** One of the site settings' forms: a card with its heading, its fields, Discard and Save. */
export function SettingsFormCard(props: SettingsFormCardProps) {
  return (
    <Card padding="lg" withBorder>
      <form onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={props.id}>
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </div>
          {props.children}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={props.onDiscard}
              disabled={!props.dirty || props.pending}
            >
              <Trans>Discard</Trans>
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** What a save does to a Mantine form (`useForm`'s answer has all of it). */
interface SavableForm<Values> {
  isDirty: () => boolean;
  setInitialValues: (values: Values) => void;
  setValues: (values: Values) => void;
  resetDirty: (values: Values) => void;
  setErrors: (errors: FormErrors) => void;
}

/**
 * A settings form's dirty state told to the page (which guards leaving), and what a save does:
 * the saved answer (the site, or the setting saved) becomes the form's clean values with a
 * toast, a refusal marks its fields.
 */
export function useSettingsSave<Values, Saved = Site>(
  form: SavableForm<Values>,
  valuesOf: (saved: Saved) => Values,
  savedMessage: string,
  onDirtyChange: (dirty: boolean) => void,
) {
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return {
    dirty,
    onSuccess: (saved: Saved) => {
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      notifications.show({ color: 'teal', message: savedMessage });
    },
    onError: (error: unknown) => {
      form.setErrors(fieldErrors(error));
      notifyError(error);
    },
  };
}
