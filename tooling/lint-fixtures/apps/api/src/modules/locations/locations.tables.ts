// breaks: nothing
export const suburbs = ['Avondale', 'Borrowdale'];
