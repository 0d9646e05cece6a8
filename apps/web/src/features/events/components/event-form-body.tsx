import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import type { EventView } from '../api/event-view';
import { useSaveEvent, useUploadEventBanner } from '../api/save-event';
import {
  bodyOf,
  eventFormErrors,
  firstInvalid,
  inputOf,
  valuesOf,
  type EventValues,
} from '../event-form-values';
import { EventBannerStep } from './event-banner-step';
import { EventDetailsFields } from './event-details-fields';

interface EventFormBodyProps {
  /** The event to edit; without it the form creates one. */
  event?: EventView;
  onClose: () => void;
}

/** The modal's two steps: Details (Create or Save changes), then Files (Save). */
export function EventFormBody({ event, onClose }: EventFormBodyProps) {
  const { t } = useLingui();
  const { site } = useTenant();
  const { timeZone } = site;
  const [step, setStep] = useState(0);
  // What the API holds: the event being edited, or the one Create made.
  const [saved, setSaved] = useState<EventView | undefined>(event);
  const [banner, setBanner] = useState<Blob | null>(null);
  const save = useSaveEvent();
  const upload = useUploadEventBanner();
  const form = useForm<EventValues>({
    initialValues: valuesOf(event, timeZone),
    validate: (values) => eventFormErrors(values, timeZone),
  });

  const focusFirst = (errors: Record<string, unknown>) => {
    const field = firstInvalid(errors);
    if (field) form.getInputNode(field)?.focus();
  };

  // Create (or save) on Details writes the event, so Files has an event to upload to.
  const submitDetails = () => {
    const check = form.validate();
    if (check.hasErrors) return focusFirst(check.errors);
    save.mutate(
      { id: saved?.publicId ?? null, body: bodyOf(form.values, timeZone) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: saved ? t`Event saved` : t`Event created` });
          setSaved(result);
          form.resetDirty();
          setStep(1);
        },
        onError: (error) => {
          notifyError(error);
          const errors = Object.fromEntries(
            Object.entries(fieldErrors(error)).map(([path, message]) => [inputOf(path), message]),
          );
          form.setErrors(errors);
          focusFirst(errors);
        },
      },
    );
  };

  const submitFiles = () => {
    if (!saved || !banner) return onClose();
    upload.mutate(
      { id: saved.publicId, banner },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Banner saved` });
          onClose();
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  const busy = save.isPending || upload.isPending;
  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (step === 0) submitDetails();
        else submitFiles();
      }}
    >
      <Stepper
        active={step}
        onStepClick={(index) => {
          if (!busy && (index === 0 || saved)) setStep(index);
        }}
        allowNextStepsSelect={!!saved}
        size="sm"
        wrap={false}
      >
        <Stepper.Step label={t`Details`}>
          <EventDetailsFields form={form} timeZone={timeZone} currency={site.defaultCurrency} />
        </Stepper.Step>
        <Stepper.Step label={t`Files`}>
          {saved && (
            <EventBannerStep
              event={saved}
              pending={banner}
              onPending={setBanner}
              onChange={setSaved}
              busy={busy}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <Group justify="flex-end" mt="lg" gap="sm">
        {step === 1 && (
          <Button variant="default" onClick={() => setStep(0)} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {step === 1 ? (
            <Trans>Save</Trans>
          ) : saved ? (
            <Trans>Save changes</Trans>
          ) : (
            <Trans>Create</Trans>
          )}
        </Button>
      </Group>
    </form>
  );
}
