import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadReplyInput, ViewingDecisionInput } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import type { LeadDetail } from '../../../lib/queries/leads';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/**
 * After any lead write: the lead's own read takes the answer at once, and every list, count
 * and the customer's requests are read again.
 */
function useLeadWritten() {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  return async (detail?: LeadDetail) => {
    if (detail) queryClient.setQueryData(queryKeys.lead(slug, detail.publicId), detail);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: queryKeys.leads(slug),
        // The lead just answered is already fresh.
        predicate: (query) =>
          !detail || query.queryKey.join('|') !== queryKeys.lead(slug, detail.publicId).join('|'),
      }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customerLeads(slug) }),
    ]);
  };
}

/** POST /api/v2/leads/ids/{id}/read: opened (read) or 'Mark unread'. */
export function useMarkLeadRead() {
  const { t } = useLingui();
  const { api } = useTenant();
  const written = useLeadWritten();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      unwrap(api.POST('/api/v2/leads/ids/{id}/read', { params: { path: { id } }, body: { read } })),
    onSuccess: async (_lead, { read }) => {
      if (!read) notifications.show({ color: 'teal', message: t`Marked unread` });
      await written();
    },
    onError: notifyError,
  });
}

/** POST /api/v2/leads/ids/{id}/reply: the reply is emailed to the person and kept in the thread. */
export function useReplyToLead(id: string) {
  const { t } = useLingui();
  const { api } = useTenant();
  const written = useLeadWritten();
  return useMutation({
    mutationFn: (body: LeadReplyInput) =>
      unwrap(api.POST('/api/v2/leads/ids/{id}/reply', { params: { path: { id } }, body })),
    onSuccess: async (detail) => {
      notifications.show({ color: 'teal', message: t`Reply sent` });
      await written(detail);
    },
    onError: notifyError,
  });
}

const DECISION_TOASTS: Record<ViewingDecisionInput['status'], MessageDescriptor> = {
  CONFIRMED: msg`Viewing confirmed`,
  DECLINED: msg`Viewing declined`,
  DONE: msg`Viewing marked done`,
};

/** POST /api/v2/leads/ids/{id}/viewing/status: confirm (with the agreed time), decline, done. */
export function useDecideViewing(id: string) {
  const { t } = useLingui();
  const { api } = useTenant();
  const written = useLeadWritten();
  return useMutation({
    mutationFn: (body: ViewingDecisionInput) =>
      unwrap(api.POST('/api/v2/leads/ids/{id}/viewing/status', { params: { path: { id } }, body })),
    onSuccess: async (detail, body) => {
      notifications.show({ color: 'teal', message: t(DECISION_TOASTS[body.status]) });
      await written(detail);
    },
    onError: notifyError,
  });
}

/** POST /api/v2/leads/ids/{id}/cancel: the customer calls off their viewing. */
export function useCancelViewing() {
  const { t } = useLingui();
  const { api } = useTenant();
  const written = useLeadWritten();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v2/leads/ids/{id}/cancel', { params: { path: { id } } })),
    onSuccess: async (detail) => {
      notifications.show({ color: 'teal', message: t`Viewing cancelled` });
      await written(detail);
    },
    onError: notifyError,
  });
}
