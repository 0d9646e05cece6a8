import { i18n } from '@lingui/core';

// Unit tests read the source text, as a reader in English would: the macros keep each message's
// English in tests, so English needs no catalog here.
i18n.loadAndActivate({ locale: 'en', messages: {} });
