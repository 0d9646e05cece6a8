/** A WhatsApp chat link: wa.me takes the number's digits only. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function telephoneLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
