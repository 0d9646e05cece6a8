// breaks: nothing
export const agents = ['Harbour Realty'];
