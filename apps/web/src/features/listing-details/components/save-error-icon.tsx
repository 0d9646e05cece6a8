import { useId } from 'react';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';

/**
 * Spec section 8: a failed unit save shows an error icon only, no toast. The server's reason is
 * the icon's tooltip on hover and focus, and is announced to screen readers.
 */
export function SaveErrorIcon({ reason }: { reason: string }) {
  const id = useId();
  const { t } = useLingui();
  return (
    <>
      <Tooltip
        label={reason}
        events={{ hover: true, focus: true, touch: true }}
        multiline
        maw={280}
        withArrow
      >
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t`The unit could not be saved`}
          aria-describedby={id}
          data-testid="unit-error-icon"
        >
          <IconAlertCircle size={24} />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={id} role="alert">
        {reason}
      </VisuallyHidden>
    </>
  );
}
