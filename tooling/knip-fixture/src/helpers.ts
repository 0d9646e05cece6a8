export const used = () => 1;

/** Exported, imported by no one: knip reports it. */
export const forgotten = () => 2;
