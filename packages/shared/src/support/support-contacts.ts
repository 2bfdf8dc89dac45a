import { z } from 'zod';

/**
 * GET /support — whom a traveller contacts (docs/decisions/0027-the-support-line.md):
 * the phone and WhatsApp numbers in international form (support-line.ts
 * writes them and makes their links) and the address Waka's mail comes from.
 */
export const ZSupportContacts = z
  .object({
    phone: z.string().meta({ example: '+2348000009252' }),
    whatsapp: z.string().meta({ example: '+2348000009253' }),
    email: z.string().meta({ example: 'bookings@waka.ng' }),
  })
  .meta({ id: 'SupportContacts' });

export type TSupportContacts = z.infer<typeof ZSupportContacts>;
