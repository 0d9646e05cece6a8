import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconListCheck } from '@tabler/icons-react';
import { contactProblems } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useListingFeatures, useSaveFeatures, type ListingFeature } from '../api/features';
import type { EditorListing } from '../api/listing';
import { useTypeFeatures, type CatalogueFeature } from '../api/type-features';
import { AmountInput } from '../../../components/amount-input';
import { WHOLE } from '../../../lib/amount';
import classes from './features-tab.module.css';
import { useReportUnsaved } from '../unsaved-tabs';
import { TYPED_TEXT } from '../typed-text';

const MAX_FEATURE_QUANTITY = 999;

/** Why a ticked feature's quantity cannot be saved; unreadable text says why in the input. */
function quantityError(quantity: number | string): MessageDescriptor | undefined {
  const most = MAX_FEATURE_QUANTITY;
  if (quantity === '') return msg`Say how many`;
  if (typeof quantity !== 'number') return undefined;
  if (quantity > most) return msg`At most ${most}`;
  return undefined;
}
const quantityReadable = (quantity: number | string) =>
  typeof quantity === 'number' && quantity <= MAX_FEATURE_QUANTITY;

interface Choice {
  checked: boolean;
  quantity: number | string;
  description: string;
}
type Choices = Record<string, Choice>;

function choicesOf(catalogue: CatalogueFeature[], current: ListingFeature[]): Choices {
  const had = new Map(current.map((f) => [f.publicId, f]));
  return Object.fromEntries(
    catalogue.map((feature) => {
      const existing = had.get(feature.publicId);
      return [
        feature.publicId,
        {
          checked: !!existing,
          quantity: existing?.quantity ?? 1,
          description: existing?.note ?? '',
        },
      ];
    }),
  );
}

const sameChoice = (a: Choice, b: Choice | undefined) =>
  !!b &&
  a.checked === b.checked &&
  (!a.checked || (a.quantity === b.quantity && a.description.trim() === b.description.trim()));

function FeatureRow({
  feature,
  choice,
  onChange,
}: {
  feature: CatalogueFeature;
  choice: Choice;
  onChange: (next: Choice) => void;
}) {
  const { t } = useLingui();
  const label = feature.label;
  const quantityProblem = quantityError(choice.quantity);
  const noteError = contactProblems(choice.description)[0];
  return (
    <Group
      gap="sm"
      wrap="wrap"
      align="flex-start"
      py="sm"
      className={classes.row}
      data-testid="feature-row"
      data-feature={feature.name}
    >
      <Checkbox
        label={label}
        description={feature.description || undefined}
        checked={choice.checked}
        onChange={(event) => onChange({ ...choice, checked: event.currentTarget.checked })}
        style={{ flex: '1 1 220px' }}
        pt={6}
      />
      {choice.checked && (
        <>
          <AmountInput
            aria-label={t`${label} quantity`}
            leftSection={
              <Text size="xs" c="dimmed">
                <Trans>Qty</Trans>
              </Text>
            }
            format={WHOLE}
            value={choice.quantity}
            error={quantityProblem && t(quantityProblem)}
            onChange={(quantity) => onChange({ ...choice, quantity })}
            w={110}
          />
          <TextInput
            aria-label={t`${label} note`}
            placeholder={t`Note (optional)`}
            styles={TYPED_TEXT}
            value={choice.description}
            maxLength={300}
            onChange={(event) => onChange({ ...choice, description: event.currentTarget.value })}
            error={noteError}
            style={{ flex: '2 1 220px' }}
          />
        </>
      )}
    </Group>
  );
}

function FeaturesForm({
  listing,
  catalogue,
  current,
}: {
  listing: EditorListing;
  catalogue: CatalogueFeature[];
  current: ListingFeature[];
}) {
  const { t } = useLingui();
  const saved = useMemo(() => choicesOf(catalogue, current), [catalogue, current]);
  const [edits, setEdits] = useState<Choices>({});
  const choices: Choices = { ...saved, ...edits };
  const save = useSaveFeatures(listing.publicId);
  const dirty = Object.entries(edits).some(([id, edit]) => !sameChoice(edit, saved[id]));
  useReportUnsaved(dirty);
  const blocked = catalogue.some((f) => {
    const c = choices[f.publicId]!;
    return (
      c.checked && (contactProblems(c.description).length > 0 || !quantityReadable(c.quantity))
    );
  });

  const chosenCount = catalogue.filter((f) => choices[f.publicId]!.checked).length;
  const total = catalogue.length;

  const submit = () => {
    const chosen = catalogue
      .filter((f) => choices[f.publicId]!.checked)
      .map((f) => {
        const c = choices[f.publicId]!;
        const note = c.description.trim();
        return {
          featureId: f.publicId,
          quantity: Number(c.quantity),
          ...(note && { description: note }),
        };
      });
    const removed = current.filter((f) => !choices[f.publicId]?.checked).map((f) => f.publicId);
    save.mutate(
      { chosen, removed },
      {
        onSuccess: () => {
          setEdits({});
          notifications.show({ color: 'teal', message: t`Features saved` });
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          {chosenCount} of {total} chosen
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl" verticalSpacing={0}>
        {catalogue.map((feature) => (
          <FeatureRow
            key={feature.publicId}
            feature={feature}
            choice={choices[feature.publicId]!}
            onChange={(next) => setEdits({ ...edits, [feature.publicId]: next })}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => setEdits({})} disabled={!dirty || save.isPending}>
          <Trans>Discard</Trans>
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={blocked}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The features tab: the listing type's features, each with a quantity and an optional note. */
export function FeaturesTab({ listing }: { listing: EditorListing }) {
  const type = useTypeFeatures(listing.typeId);
  const current = useListingFeatures(listing.publicId);
  const error = type.error ?? current.error;
  const typeName = type.data?.name;
  const lowerName = typeName?.toLowerCase();

  return (
    <Card padding="lg" withBorder>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            <Trans>Features</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {lowerName !== undefined ? (
              <Trans comment="lowerName: the listing's type in lower case, such as house">
                What this {lowerName} offers: tick each feature it has and say how many.
              </Trans>
            ) : (
              <Trans>Tick each feature the listing has and say how many.</Trans>
            )}
          </Text>
        </div>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(error)}
          </Alert>
        ) : !type.data || !current.data ? (
          <Skeleton height={240} />
        ) : type.data.features.length === 0 ? (
          <Alert variant="light" icon={<IconListCheck size={18} />}>
            <Trans>The {typeName} type has no features to choose from.</Trans>
          </Alert>
        ) : (
          <FeaturesForm
            key={listing.typeId}
            listing={listing}
            catalogue={type.data.features}
            current={current.data}
          />
        )}
      </Stack>
    </Card>
  );
}
