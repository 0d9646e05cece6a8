import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Schemas } from '../../../lib/api-client';
import classes from './banners-carousel.module.css';

type Banner = Schemas['Banner'];

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const image = banner.image?.variants.full ?? banner.image_url ?? '';
  const external = banner.linkUrl ? /^https?:\/\//.test(banner.linkUrl) : false;
  return (
    <Box className={classes.slide}>
      <img
        src={image}
        alt=""
        width={1920}
        height={1200}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className={classes.image}
      />
      <Stack gap={4} className={classes.caption}>
        <Text fw={700} fz={{ base: 20, sm: 28 }} lh={1.2} c="white">
          {banner.linkUrl ? (
            <Anchor
              href={banner.linkUrl}
              inherit
              c="white"
              className={classes.link}
              {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {banner.title}
            </Anchor>
          ) : (
            banner.title
          )}
        </Text>
        {banner.subtitle && (
          <Text c="white" size="md" lineClamp={2}>
            {banner.subtitle}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The banners one at a time: buttons and arrow keys move between them, nothing moves by itself,
 * and with reduced motion asked for the change is instant.
 */
export function BannersCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const reduceMotion = useReducedMotion();
  const count = banners.length;
  const many = banners.length > 1;
  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Featured`} data-testid="banners">
      <Carousel
        withControls={many}
        withIndicators={many}
        emblaOptions={{ loop: many, duration: reduceMotion ? 1 : 25 }}
        previousControlProps={{ 'aria-label': t`Previous banner` }}
        nextControlProps={{ 'aria-label': t`Next banner` }}
        classNames={{ root: classes.root }}
      >
        {banners.map((banner, index) => {
          const position = index + 1;
          const { title } = banner;
          return (
            <Carousel.Slide
              key={banner.publicId}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}: ${title}`}
            >
              <BannerSlide banner={banner} index={index} />
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </section>
  );
}
