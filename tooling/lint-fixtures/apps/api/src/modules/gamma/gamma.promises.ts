// breaks: @typescript-eslint/no-floating-promises, @typescript-eslint/no-misused-promises
const save = async (value: number) => value;

export function saveAll(values: number[]) {
  save(values.length);
  values.forEach(async (value) => {
    await save(value);
  });
  return [1, 2].filter(async (value) => (await save(value)) > 1);
}
