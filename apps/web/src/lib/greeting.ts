import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { greetingFor, type Greeting } from '@propdesk/shared';

/** The spec's greetings (its rule picks one by the hour), in the reader's language. */
const GREETINGS: Record<Greeting, { alone: MessageDescriptor; named: MessageDescriptor }> = {
  'Good morning': {
    alone: msg`Good morning`,
    named: msg({ message: 'Good morning, {name}', comment: 'name: the person greeted' }),
  },
  'Good afternoon': {
    alone: msg`Good afternoon`,
    named: msg({ message: 'Good afternoon, {name}', comment: 'name: the person greeted' }),
  },
  'Good evening': {
    alone: msg`Good evening`,
    named: msg({ message: 'Good evening, {name}', comment: 'name: the person greeted' }),
  },
};

/** 'Good afternoon, Tariro', or the greeting alone when there is no name. */
export function useGreeting() {
  const { i18n } = useLingui();
  return (date: Date, name?: string | null): string => {
    const greeting = GREETINGS[greetingFor(date)];
    const trimmed = name?.trim();
    return trimmed
      ? i18n._({ ...greeting.named, values: { name: trimmed } })
      : i18n._(greeting.alone);
  };
}
