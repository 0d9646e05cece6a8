// breaks: @typescript-eslint/switch-exhaustiveness-check, @typescript-eslint/only-throw-error
type Category = 'RENT' | 'SALE' | 'QUICK_RENT';

export function label(category: Category): string {
  switch (category) {
    case 'RENT':
      return 'Rent';
    case 'SALE':
      return 'Sale';
  }
  throw 'unknown category';
}
