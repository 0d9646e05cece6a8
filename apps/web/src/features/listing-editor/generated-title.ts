import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Category, TitleParts } from '@propdesk/shared';

/**
 * The generated title of spec section 5 (`generatePropertyTitle` in @propdesk/shared), written
 * in the agent's language: in English word for word the spec's 'House for sale in Avondale'.
 */
const WITH_CATEGORY: Record<Category, { alone: MessageDescriptor; inSuburb: MessageDescriptor }> = {
  SALE: {
    alone: msg({ message: '{type} for sale', comment: 'type: a property type, e.g. House' }),
    inSuburb: msg({
      message: '{type} for sale in {suburb}',
      comment: 'type: a property type, e.g. House; suburb: where it stands',
    }),
  },
  RENT: {
    alone: msg({ message: '{type} for rent', comment: 'type: a property type, e.g. House' }),
    inSuburb: msg({
      message: '{type} for rent in {suburb}',
      comment: 'type: a property type, e.g. House; suburb: where it stands',
    }),
  },
  QUICK_RENT: {
    alone: msg({
      message: '{type} for short stay',
      comment: 'type: a property type, e.g. House',
    }),
    inSuburb: msg({
      message: '{type} for short stay in {suburb}',
      comment: 'type: a property type, e.g. House; suburb: where it stands',
    }),
  },
};

const IN_SUBURB = msg({
  message: '{type} in {suburb}',
  comment: 'type: a property type, e.g. House; suburb: where it stands',
});

/** The title from its parts; missing parts are left out, and with no type there is none. */
export function generatedTitle(i18n: I18n, { typeName, category, suburbName }: TitleParts) {
  const type = typeName?.trim();
  if (!type) return '';
  const suburb = suburbName?.trim();
  if (!category) return suburb ? i18n._({ ...IN_SUBURB, values: { type, suburb } }) : type;
  const messages = WITH_CATEGORY[category];
  return suburb
    ? i18n._({ ...messages.inSuburb, values: { type, suburb } })
    : i18n._({ ...messages.alone, values: { type } });
}

/** `generatedTitle` in the reader's language. */
export function useGeneratedTitle() {
  const { i18n } = useLingui();
  return (parts: TitleParts) => generatedTitle(i18n, parts);
}
