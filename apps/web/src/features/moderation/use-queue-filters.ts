import { useSearchParams } from 'react-router';
import { REVIEW_STATES, type ReviewQueueFilters, type ReviewState } from './api/moderation';

/** The queue's tab and filters live in the address, so a review page can step through them. */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filters: ReviewQueueFilters = {
    state: REVIEW_STATES.includes(state as ReviewState) ? (state as ReviewState) : 'PENDING',
    ...(params.get('agent') && { agent: params.get('agent')! }),
    ...(params.get('type') && { type: params.get('type')! }),
    ...(params.get('suburb') && { suburb: params.get('suburb')! }),
  };
  const set = (changes: Partial<Record<keyof ReviewQueueFilters, string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { filters, query: params.toString(), set };
}
