import { arrayMove } from '@dnd-kit/sortable';

/** One move of a photo among `names`, from one place to another (0-based). */
export interface Move {
  from: number;
  to: number;
}

/**
 * The listing's whole order after moving a photo within one room: the room's photos swap places
 * among the slots they already hold, so every other room's photos stay where they are.
 */
export function moveWithinRoom(order: string[], room: string[], move: Move): string[] {
  const moved = arrayMove(room, move.from, move.to);
  const inRoom = new Set(room);
  let next = 0;
  return order.map((name) => (inRoom.has(name) ? moved[next++]! : name));
}

/** The gallery as visitors see it: the profile photo first, then the rest in order. */
export function galleryOf(order: string[], profile: string | null): string[] {
  if (!profile || !order.includes(profile)) return order;
  return [profile, ...order.filter((name) => name !== profile)];
}

/**
 * What a move in the whole gallery saves: the new order, and, when another photo is now first,
 * that photo as the profile photo (the gallery's first photo is the listing's cover).
 */
export function galleryMove(gallery: string[], profile: string | null, move: Move) {
  const images = arrayMove(gallery, move.from, move.to);
  const first = images[0]!;
  return first === profile ? { images } : { images, profile: first };
}
