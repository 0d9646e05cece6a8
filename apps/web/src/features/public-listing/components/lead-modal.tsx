import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InquiryForm } from './inquiry-form';
import { useSender } from './use-sender';
import { ViewingForm } from './viewing-form';

export type LeadKind = 'INQUIRY' | 'VIEWING';

interface LeadModalProps {
  kind: LeadKind | null;
  propertyId: string;
  agency: string;
  onClose: () => void;
}

const TITLES: Record<LeadKind, MessageDescriptor> = {
  INQUIRY: msg`Ask a question`,
  VIEWING: msg`Request a viewing`,
};

/** One short form in a dialog, full screen on phones (under 576 px). */
export function LeadModal({ kind, propertyId, agency, onClose }: LeadModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 35.99em)');
  const sender = useSender();
  const Form = kind === 'VIEWING' ? ViewingForm : InquiryForm;
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? t(TITLES[kind]) : ''}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {kind && (
        <Form
          key={kind}
          propertyId={propertyId}
          agency={agency}
          sender={sender}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
