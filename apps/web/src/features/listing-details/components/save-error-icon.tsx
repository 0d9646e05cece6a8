import { useId } from 'react';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Spec section 8: a failed unit save shows an error icon only, no toast. The server's reason is
 * the icon's tooltip on hover and focus, and is announced to screen readers.
 */
export function SaveErrorIcon({ reason }: { reason: string }) {
  const id = useId();
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
          aria-label="The unit could not be saved"
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
