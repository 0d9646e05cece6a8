import type { ListingDetail } from '../api/listing';

export function UnitsTab({ listing }: { listing: ListingDetail }) {
  return <div>{listing.publicId}</div>;
}
