export { activateLanguage, openingLanguage } from './activate';
export { LanguageProvider } from './language-provider';
export { SiteLanguage, useChooseLanguage, useOfferedLanguages } from './site-language';
export { useLanguage } from './use-language';
export { useAddressedLanguage } from './addressed-language';
