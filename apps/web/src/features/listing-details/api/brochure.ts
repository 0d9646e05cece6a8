import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';

/**
 * Downloads a listing's brochure (GET /properties/ids/{id}/brochure), an A4 PDF in the
 * dashboard's language, for any listing the caller may read: a draft too, to hand to a client.
 */
export function useDownloadBrochure() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: async (listing: { publicId: string; code: string }) => {
      const call = api.GET('/properties/ids/{id}/brochure', {
        params: { path: { id: listing.publicId } },
        parseAs: 'blob',
      });
      const { response } = await call;
      saveDownload(await unwrap(call), response, `brochure-${listing.code}.pdf`);
    },
    onError: notifyError,
  });
}
