import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { listingOptions, type ListingDetail } from '../../../lib/queries/listing';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { queryKeys } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useTenant } from '../../../lib/tenant';

/** The listing as GET /properties/ids/{id}/get answers it: what every tab after saving gets. */
export type EditorListing = ListingDetail;
/** The create body (the type and suburb travel in the path). */
export type CreateListingBody = Schemas['CreatePropertyInput'];
/** Any subset of the editable fields, as PUT /properties/ids/{id}/update takes them. */
export type UpdateListingBody = Schemas['UpdatePropertyInput'];

export interface CreateListingInput {
  typeId: string;
  suburbId: string;
  body: CreateListingBody;
}

export function useEditorListing(publicId: string | undefined) {
  const { api, slug } = useTenant();
  return useQuery({ ...listingOptions(api, slug, publicId ?? ''), enabled: !!publicId });
}

/** Puts a saved listing in the cache and refreshes the agent's lists that show it. */
function useListingSaved() {
  const { slug } = useTenant();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return (listing: EditorListing) => {
    queryClient.setQueryData(queryKeys.property(slug, listing.publicId), listing);
    return queryClient.invalidateQueries({
      queryKey: queryKeys.allAgentListings(slug, user.publicId),
    });
  };
}

/** POST /agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create */
export function useCreateListing() {
  const { api } = useTenant();
  const user = useSignedInUser();
  const saved = useListingSaved();
  // A double tap on Create is one submission: the server makes one listing and answers both.
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: ({ typeId, suburbId, body }: CreateListingInput) =>
      unwrap(
        api.POST('/agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create', {
          params: {
            path: { agentId: user.publicId, typeId, suburbId },
            header: { 'Idempotency-Key': submission.current() },
          },
          body,
        }),
      ),
    onSuccess: (listing) => {
      submission.renew();
      return saved(listing);
    },
  });
}

/**
 * A save of some fields; `version` (the listing's updatedAt as read) makes it conditional, and
 * `session` (the editor's editing session) joins it to the session's one history entry.
 */
export interface ListingSave {
  body: UpdateListingBody;
  version?: string;
  session?: string;
}

/**
 * PUT /properties/ids/{id}/update with a partial body; with a version, If-Match: the save is
 * refused (412, `isStaleSave`) when the listing was saved since.
 */
export function useUpdateListing(publicId: string) {
  const { api } = useTenant();
  const saved = useListingSaved();
  return useMutation({
    // Sent even when the browser says it is offline: a save that cannot reach the server fails
    // at once (UnreachableError) and the editor keeps it on the device, rather than the query
    // client holding it in memory where a closed tab would lose it.
    networkMode: 'always',
    mutationFn: ({ body, version, session }: ListingSave) =>
      unwrap(
        api.PUT('/properties/ids/{id}/update', {
          params: {
            path: { id: publicId },
            header: {
              ...(version && { 'if-match': `"${version}"` }),
              ...(session && { 'edit-session': session }),
            },
          },
          body,
        }),
      ),
    onSuccess: saved,
  });
}

/**
 * POST /properties/ids/{id}/edit-sessions/{session}/end: the session's saves become one history
 * entry. Sent with keepalive, so it still goes when the tab is closing; a failure only means the
 * server ends the session itself after ten idle minutes.
 */
export function useEndEditSession(publicId: string) {
  const { api } = useTenant();
  return useCallback(
    (session: string) =>
      void api
        .POST('/properties/ids/{id}/edit-sessions/{session}/end', {
          params: { path: { id: publicId, session } },
          keepalive: true,
        })
        .catch(() => undefined),
    [api, publicId],
  );
}

/** The listing was saved since the version a conditional save named. */
export const isStaleSave = (error: unknown) =>
  error instanceof AppError && error.statusCode === 412;

/**
 * POST /properties/ids/{id}/ready with the updatedAt the editor shows. When the listing changed
 * meanwhile (409: a moderator decided, another tab saved), the editor reads it again.
 */
export function useSendForReview(publicId: string) {
  const { api, slug } = useTenant();
  const saved = useListingSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seen: string) =>
      unwrap(
        api.POST('/properties/ids/{id}/ready', {
          params: { path: { id: publicId } },
          body: { updatedAt: seen },
        }),
      ),
    onSuccess: saved,
    onError: (error) => {
      if (error instanceof AppError && error.statusCode === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.property(slug, publicId) });
      }
    },
  });
}
