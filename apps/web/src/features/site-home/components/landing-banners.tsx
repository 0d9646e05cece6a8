import { lazy, Suspense } from 'react';
import { AspectRatio, Skeleton } from '@mantine/core';
import { useLandingBanners } from '../api/landing-banners';

const BannersCarousel = lazy(async () => ({
  default: (await import('./banners-carousel')).BannersCarousel,
}));

/** The LANDING banners at the top of the home, only when there are some live now. */
export function LandingBanners() {
  const banners = useLandingBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <Suspense
      fallback={
        <AspectRatio ratio={16 / 5}>
          <Skeleton radius="lg" />
        </AspectRatio>
      }
    >
      <BannersCarousel banners={banners.data} />
    </Suspense>
  );
}
