// breaks: @typescript-eslint/no-unnecessary-type-assertion, @typescript-eslint/await-thenable
export async function twice(value: number) {
  const doubled = (value * 2) as number;
  const settled = await doubled;
  return settled;
}
