// The Lingui Vite plugin compiles each .po catalog into a module of compiled messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
