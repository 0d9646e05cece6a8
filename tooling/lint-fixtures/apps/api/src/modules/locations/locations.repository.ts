// breaks: nothing
export const rows = () => [1, 2, 3];
