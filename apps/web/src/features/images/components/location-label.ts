/** 'DINING_ROOM' -> 'Dining room'. */
export function locationLabel(location: string): string {
  const words = location.toLowerCase().split('_');
  return [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}
