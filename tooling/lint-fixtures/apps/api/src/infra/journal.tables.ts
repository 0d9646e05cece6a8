// breaks: nothing
export const journal = ['uploads/1.jpg'];
