import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_IMPORT_FILE_BYTES } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useUploadListingImport, type ListingImport } from '../api/listing-imports';
import classes from '../listing-imports.module.css';

/** The CSV types spreadsheets and browsers give a .csv file; any file named .csv is taken too. */
const CSV_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
};

interface UploadStepProps {
  /** Site staff: the agent whose listings these are; undefined until one is chosen. */
  agentId: string | undefined;
  /** Staff must choose an agent before a file can be sent. */
  needsAgent: boolean;
  onUploaded: (imp: ListingImport) => void;
}

/** Step 1: a CSV file, dropped or chosen, sent at once; the server's refusal is shown as it says it. */
export function UploadStep({ agentId, needsAgent, onUploaded }: UploadStepProps) {
  const { t } = useLingui();
  const upload = useUploadListingImport();
  const [problem, setProblem] = useState<string | null>(null);
  const limit = formatFileSize(MAX_IMPORT_FILE_BYTES);
  const disabled = upload.isPending || (needsAgent && !agentId);

  const send = (file: File) => {
    setProblem(null);
    upload.mutate(
      { file, agentId },
      {
        onSuccess: onUploaded,
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => files[0] && send(files[0])}
        onReject={(rejections) => {
          const tooLarge = rejections.some((r) =>
            r.errors.some((e) => e.code === 'file-too-large'),
          );
          setProblem(
            tooLarge
              ? t`The file is larger than ${limit}: split it into smaller files.`
              : t`Choose one file saved as CSV (a .csv file).`,
          );
        }}
        accept={CSV_ACCEPT}
        maxSize={MAX_IMPORT_FILE_BYTES}
        multiple={false}
        disabled={disabled}
        loading={upload.isPending}
        name="file"
        inputProps={{ 'aria-label': t`Choose a CSV file` }}
        className={classes.dropzone}
        data-testid="import-dropzone"
      >
        <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="lg" inline>
              <Trans>Drag a CSV file here or click to choose one</Trans>
            </Text>
            <Text size="sm" c="dimmed" mt={7}>
              <Trans>
                One .csv file of at most {limit}, with the column names in its first row. Save a
                spreadsheet as CSV (UTF-8) first.
              </Trans>
            </Text>
          </div>
        </Group>
      </Dropzone>
      {needsAgent && !agentId && (
        <Text size="sm" c="dimmed">
          <Trans>Choose the agency whose listings these are first.</Trans>
        </Text>
      )}
      {upload.isPending && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Reading the file…</Trans>
          </Text>
        </Group>
      )}
      {problem && (
        <Alert
          color="red"
          title={t`The file was not taken`}
          role="alert"
          data-testid="upload-error"
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
