import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/agents/ids/{id}/ for the public agent page. */
export function usePublicAgent(id: string) {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: [slug, 'agent', id],
    queryFn: () => unwrap(api.GET('/api/v2/agents/ids/{id}', { params: { path: { id } } })),
  });
}

/** A WhatsApp chat link: wa.me takes the number's digits only. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function telephoneLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
