import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconView360 } from '@tabler/icons-react';
import { tourLinkOf, type TourProvider } from '@propdesk/shared';

const PROVIDER_NAMES: Record<TourProvider, string> = {
  YOUTUBE: 'YouTube',
  VIMEO: 'Vimeo',
  MATTERPORT: 'Matterport',
  KUULA: 'Kuula',
};

/**
 * A listing's video or virtual tour, framed only once the visitor asks: nothing of the provider
 * (scripts, cookies, a large player) loads with the page. The closed frame keeps the open one's
 * size, so opening it moves nothing.
 */
export function PreviewTour({ url, headingOrder }: { url: string; headingOrder: 2 | 3 }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const link = tourLinkOf(url);
  if (!link) return null;
  const provider = PROVIDER_NAMES[link.provider];
  const video = link.kind === 'VIDEO';
  const heading = video ? t`Video` : t`Virtual tour`;
  return (
    <section aria-labelledby="preview-tour">
      <Title order={headingOrder} size="h4" id="preview-tour" mb="xs">
        {heading}
      </Title>
      <AspectRatio ratio={16 / 9}>
        {open ? (
          <iframe
            src={link.embedUrl}
            title={
              video ? t`The listing's video on ${provider}` : t`The listing's tour on ${provider}`
            }
            allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="tour-frame"
          />
        ) : (
          <Paper withBorder radius="md" bg="var(--mantine-color-default-hover)" data-print="hide">
            <Center h="100%" p="md">
              <Stack align="center" gap="xs">
                {video ? (
                  <IconPlayerPlay size={36} stroke={1.5} aria-hidden />
                ) : (
                  <IconView360 size={36} stroke={1.5} aria-hidden />
                )}
                <Text size="sm" ta="center" maw={360}>
                  <Trans>
                    It plays from {provider}, which may set cookies: nothing loads until you ask.
                  </Trans>
                </Text>
                <Button variant="default" onClick={() => setOpen(true)}>
                  {video ? <Trans>Play the video</Trans> : <Trans>Open the tour</Trans>}
                </Button>
              </Stack>
            </Center>
          </Paper>
        )}
      </AspectRatio>
      <Anchor
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        mt={6}
        display="inline-block"
      >
        {video ? <Trans>Watch it on {provider}</Trans> : <Trans>Open it on {provider}</Trans>}
      </Anchor>
    </section>
  );
}
