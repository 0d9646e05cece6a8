// breaks: nothing
export const greeting = () => 'hello';
