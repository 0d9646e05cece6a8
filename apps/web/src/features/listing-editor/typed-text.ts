/**
 * For inputs holding what people type (a name, a title, a note): each line takes the direction
 * of its own first letters, as `dir="auto"` would, so '12 Main Road' keeps its order on an Arabic
 * page and Arabic reads right to left on an English one. Mantine puts a `dir` prop on the
 * input's wrapper, not on the input, hence a style.
 */
export const TYPED_TEXT = { input: { unicodeBidi: 'plaintext' } } as const;
