import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';

export type ListingImport = Schemas['ListingImport'];
export type ListingCsvField = Schemas['ListingCsvField'];
export type ImportMapping = (ListingCsvField | null)[];

/** How often a running import is read again for its progress. */
const POLL_MS = 1500;

/** The statuses in which the server is still working on the import. */
export const isRunning = (imp: Pick<ListingImport, 'status'>) =>
  imp.status === 'running' || imp.status === 'cancelling';

/** GET /api/v2/listing-imports: the caller's imports, newest first (the first page). */
export function useListingImports() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [...queryKeys.listingImports(slug), 'list'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v2/listing-imports', { params: { query: { page: 0 } }, signal })),
    refetchInterval: (query) => (query.state.data?.content.some(isRunning) ? POLL_MS * 2 : false),
  });
}

/** GET /api/v2/listing-imports/{id}, read again every 1.5 s while it runs. */
export function useListingImport(id: string | null) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.listingImport(slug, id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v2/listing-imports/{id}', { params: { path: { id: id ?? '' } }, signal }),
      ),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? POLL_MS : false),
  });
}

/** GET /api/v2/listing-imports/{id}/preview: the first rows as the import would read them. */
export function useListingImportPreview(id: string, enabled: boolean) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.listingImportPreview(slug, id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v2/listing-imports/{id}/preview', { params: { path: { id } }, signal })),
    enabled,
    staleTime: 0,
  });
}

/** Puts an import's new state where the page reads it, and lets the list read again. */
function useKeepImport() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return (imp: ListingImport) => {
    queryClient.setQueryData(queryKeys.listingImport(slug, imp.publicId), imp);
    void queryClient.invalidateQueries({
      queryKey: [...queryKeys.listingImports(slug), 'list'],
    });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.listingImportPreview(slug, imp.publicId),
    });
  };
}

/** POST /api/v2/listing-imports (multipart): staff name the agent whose listings these are. */
export function useUploadListingImport() {
  const { slug, session } = useTenant();
  const keep = useKeepImport();
  return useMutation({
    mutationFn: ({ file, agentId }: { file: File; agentId?: string }) =>
      uploadFiles<ListingImport>({
        path: `/api/v2/listing-imports${agentId ? `?${new URLSearchParams({ agentId })}` : ''}`,
        files: [file],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: keep,
  });
}

/** PUT /api/v2/listing-imports/{id}/mapping */
export function useSetImportMapping(id: string) {
  const { api } = useTenant();
  const keep = useKeepImport();
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      unwrap(
        api.PUT('/api/v2/listing-imports/{id}/mapping', {
          params: { path: { id } },
          body: { mapping },
        }),
      ),
    onSuccess: keep,
  });
}

/** POST /api/v2/listing-imports/{id}/start: a dry run, or the import itself. */
export function useStartImport(id: string) {
  const { api } = useTenant();
  const keep = useKeepImport();
  return useMutation({
    mutationFn: (dryRun: boolean) =>
      unwrap(
        api.POST('/api/v2/listing-imports/{id}/start', {
          params: { path: { id } },
          body: { dryRun },
        }),
      ),
    onSuccess: keep,
  });
}

/** POST /api/v2/listing-imports/{id}/cancel */
export function useCancelImport(id: string) {
  const { api } = useTenant();
  const keep = useKeepImport();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/v2/listing-imports/{id}/cancel', { params: { path: { id } } })),
    onSuccess: keep,
  });
}

/** The agent's listings read again (after an import wrote some). */
export function useRefreshAgentListings() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return (agentId: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.allAgentListings(slug, agentId) });
}

/**
 * GET /api/v2/listing-imports/{id}/report with the session's token, saved as a file in the
 * reader's language: a plain link cannot carry the token.
 */
export function useDownloadReport() {
  const { api } = useTenant();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async (imp: Pick<ListingImport, 'publicId' | 'fileName'>) => {
      const blob = await unwrap(
        api.GET('/api/v2/listing-imports/{id}/report', {
          params: { path: { id: imp.publicId } },
          parseAs: 'blob',
        }),
      );
      // The API writes the report in English; the reader gets it in the page's language.
      const { reportInLanguage } = await import('../report-in-language');
      const file = new Blob([reportInLanguage(await blob.text(), i18n)], {
        type: 'text/csv;charset=utf-8',
      });
      const href = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = href;
      link.download = `${imp.fileName.replace(/\.csv$/i, '')}-report.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
    },
  });
}
