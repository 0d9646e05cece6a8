import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { Checkbox } from '@mantine/core';
import { IconEye, IconHome } from '@tabler/icons-react';
import { formatListingPrice } from '../../../components/listing-preview/format';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { formatNumber } from '../../../lib/format';
import { useEnumLabels } from '../../../lib/i18n/labels';
import { paths } from '../../../lib/paths';
import type { FoundListing } from '../../../lib/queries/listing-search';
import { ListingCardMenu } from './listing-card-menu';
import classes from './listing-card.module.css';

interface ListingCardProps {
  tenant: string;
  listing: FoundListing;
  /** The first row is fetched at once; later photos wait until they near the screen. */
  eager: boolean;
  onArchive: (listing: FoundListing) => void;
  /** Chosen for an export. */
  selected: boolean;
  onSelect: (publicId: string, selected: boolean) => void;
}

/**
 * One of the agent's listings in the grid: opens the detail page, with a menu of actions. Memoised
 * (a new page renders its own cards only, not the hundreds above it) and made of plain elements
 * styled by its CSS module: a page of 20 Mantine-built cards took about 50 ms to render here.
 */
export const ListingCard = memo(function ListingCard({
  tenant,
  listing,
  eager,
  onArchive,
  selected,
  onSelect,
}: ListingCardProps) {
  const location = useLocation();
  const place = [listing.location.suburb, listing.location.city].filter(Boolean).join(', ');
  const title = listing.title || listing.name;
  const { t } = useLingui();
  const labels = useEnumLabels();
  const viewCount = listing.views;
  const views = formatNumber(viewCount);
  const completion = formatNumber(listing.completion);
  const rejectionReason = listing.rejectionReason;
  return (
    <article className={classes.card} data-testid="listing-card">
      {listing.profilePhoto ? (
        <img
          className={classes.photo}
          src={listing.profilePhoto}
          alt=""
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder} data-testid="photo-placeholder">
          <IconHome size={44} stroke={1.3} aria-hidden />
        </div>
      )}
      <div className={classes.select}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(listing.publicId, event.currentTarget.checked)}
          aria-label={t`Select ${title}`}
          data-testid="select-listing"
        />
      </div>
      <div className={classes.menu}>
        <ListingCardMenu tenant={tenant} listing={listing} onArchive={onArchive} />
      </div>
      <div className={classes.body}>
        <div className={classes.row}>
          <ListingStatusDot published={listing.published} size="xs" />
          {listing.archived && (
            <span className={classes.archived}>
              <Trans>Archived</Trans>
            </span>
          )}
        </div>
        <Link
          to={paths.propertyDetails(tenant, listing.publicId)}
          state={{ from: location }}
          className={classes.open}
          dir="auto"
        >
          {title}
        </Link>
        <p className={classes.price}>{formatListingPrice(listing)}</p>
        <p className={classes.place}>
          {labels.category(listing.category)}
          {place && ` · ${place}`}
        </p>
        <div className={classes.row}>
          <span className={classes.code} dir="ltr">
            {listing.code}
          </span>
          <span className={classes.views}>
            <IconEye size={14} aria-hidden />
            <Plural value={viewCount} one={`${views} view`} other={`${views} views`} />
          </span>
        </div>
        <div className={classes.row}>
          <div
            className={classes.meter}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={listing.completion}
            aria-label={t`${completion}% complete`}
          >
            <span style={{ width: `${listing.completion}%` }} />
          </div>
          <span className={classes.small}>
            <Trans>{completion}% complete</Trans>
          </span>
        </div>
        {listing.rejectionReason && (
          <p className={classes.rejection} data-testid="rejection-reason">
            <Trans>Sent back: {rejectionReason}</Trans>
          </p>
        )}
        {listing.published === 'REVIEW' &&
          !listing.rejectionReason &&
          !listing.readyForReviewAt && (
            <p className={classes.small} data-testid="not-sent">
              <Trans>Not sent for review yet</Trans>
            </p>
          )}
      </div>
    </article>
  );
});
