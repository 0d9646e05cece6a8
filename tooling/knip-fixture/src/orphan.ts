/** A file nothing imports: knip reports it. */
export const orphan = true;
