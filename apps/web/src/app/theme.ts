import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Propdesk teal: shade 7 carries white text at 5.5:1, shade 4 reads at 5:1 on dark surfaces. */
const brand: MantineColorsTuple = [
  '#e6f4f3',
  '#cce7e5',
  '#99d0cb',
  '#62b7b0',
  '#38a29a',
  '#1f958c',
  '#0f877e',
  '#0b766e',
  '#07655e',
  '#03534d',
];

export const COLOR_SCHEME_KEY = 'propdesk-color-scheme';

const FONTS =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  autoContrast: true,
  fontFamily: FONTS,
  headings: {
    fontFamily: FONTS,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Select: { defaultProps: { radius: 'md' } },
    Textarea: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
    // Toasts: the text under a title uses the readable dimmed colour instead of Mantine's
    // lighter grey (their close button's name is in app/providers.tsx, in the reader's language).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Dimmed text dark enough for 4.5:1 on the page and card backgrounds in both schemes, and error
 * text (messages, invalid values) too: Mantine's light red reads at about 4.5:1 on white, and its
 * dark red below 4.5:1 on the dark inputs and cards, where a lighter red reads at about 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#575e66',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
