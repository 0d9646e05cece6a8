import { useState } from 'react';
import { Button, Group, Modal, Stepper, useMatches } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-fields';
import { useSaveUnit, type Unit } from '../api/units';
import { SaveErrorIcon } from './save-error-icon';
import { UnitDetailsStep, UnitPricesStep } from './unit-fields';
import { UnitFilesStep } from './unit-files-step';
import { bodyOf, stepErrors, UNIT_STEPS, valuesOf, type UnitValues } from './unit-form-values';

export interface UnitModalProps {
  propertyId: string;
  currency: string;
  /** The unit to edit, or null to add one. */
  unit: Unit | null;
  opened: boolean;
  onClose: () => void;
}

function UnitModalBody({ propertyId, currency, unit, onClose }: Omit<UnitModalProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState<Unit | null>(unit);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveUnit(propertyId);
  const form = useForm<UnitValues>({ initialValues: valuesOf(unit) });
  // The three steps stay on one line on a phone with smaller icons and labels.
  const stepperSize = useMatches({ base: 'xs', sm: 'sm' } as const);
  const iconSize = useMatches({ base: 28, sm: 36 });

  /** Checks only this step's fields (the shared unit rules) before moving on. */
  const stepValid = (index: number) => {
    const errors = stepErrors(form.values, UNIT_STEPS[index]!.fields);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  // Leaving Prices writes the unit, so the Files step has a unit to upload to.
  const submitPrices = () => {
    if (!stepValid(1)) return;
    setFailure(null);
    save.mutate(
      { id: saved?.publicId ?? null, body: bodyOf(form.values) },
      {
        onSuccess: (result) => {
          if (!saved) notifications.show({ color: 'teal', message: t`Property Unit Created` });
          setSaved(result);
          form.resetDirty();
          setStep(2);
        },
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(errors);
          setFailure(errorMessage(error));
          const detailsWrong = UNIT_STEPS[0].fields.some((field) => errors[field]);
          if (detailsWrong) setStep(0);
        },
      },
    );
  };

  const next = () => {
    if (step === 0 && stepValid(0)) setStep(1);
    if (step === 1) submitPrices();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stepper
        active={step}
        onStepClick={(index) => index < step && setStep(index)}
        allowNextStepsSelect={false}
        size={stepperSize}
        iconSize={iconSize}
        wrap={false}
      >
        <Stepper.Step label={i18n._(UNIT_STEPS[0].label)}>
          <UnitDetailsStep form={form} />
        </Stepper.Step>
        <Stepper.Step label={i18n._(UNIT_STEPS[1].label)}>
          <UnitPricesStep form={form} currency={currency} />
        </Stepper.Step>
        <Stepper.Step label={i18n._(UNIT_STEPS[2].label)}>
          {saved && <UnitFilesStep propertyId={propertyId} unit={saved} onFailure={setFailure} />}
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="lg" gap="sm">
        <Group gap="xs">{failure && <SaveErrorIcon reason={failure} />}</Group>
        <Group gap="sm">
          {step > 0 && step < 2 && (
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={save.isPending}>
              <Trans>Back</Trans>
            </Button>
          )}
          {step < 2 ? (
            <Button type="submit" loading={save.isPending}>
              {step === 0 ? t`Next` : saved ? t`Save` : t`Create`}
            </Button>
          ) : (
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}

/** 'Add Unit' and unit edits: Details, Prices, Files (spec section 4). */
export function UnitModal({ opened, onClose, unit, ...props }: UnitModalProps) {
  const { t } = useLingui();
  const unitTitle = unit?.title ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={unit ? t`Edit ${unitTitle}` : t`Add Unit`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* A fresh body each time it opens, so a closed modal keeps nothing of the last unit. */}
      {opened && <UnitModalBody unit={unit} onClose={onClose} {...props} />}
    </Modal>
  );
}
