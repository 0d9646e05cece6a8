// breaks: nothing
export const users = ['ada', 'grace'];
