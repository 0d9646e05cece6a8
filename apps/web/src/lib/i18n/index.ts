export { activateLanguage, openingLanguage } from './activate';
export { LanguageProvider } from './language-provider';
export { useLanguage } from './use-language';
export {
  bestOffered,
  directionOf,
  INTERFACE_LANGUAGES,
  SOURCE_LANGUAGE,
  type InterfaceLanguage,
} from './languages';
