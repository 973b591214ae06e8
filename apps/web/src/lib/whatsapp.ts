/** A WhatsApp chat link for a phone number written in any format. */
export const whatsAppHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
