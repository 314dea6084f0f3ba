/**
 * The /es/movement page (core/content/donation.ts) in Spanish. Amounts and figures are the
 * English page's, unchanged; the REVIEW notes there apply here too.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/donation';
import type { DonationTier, ImpactFigure } from '@core/content/donation';

export type { DonationTier, ImpactFigure } from '@core/content/donation';

export const donationHeader: Translation<typeof en.donationHeader> = {
  eyebrow: 'Apoya el movimiento',
  title: 'Ayuda a una hermana a levantarse',
  intro:
    'Tu donación puede apoyar a una hermana en crisis, financiar la formación HeartWork, construir centros de recuperación o patrocinar un camino completo de recuperación. Cuéntanos cómo te gustaría ayudar y te responderemos con los detalles.',
};

export const donationTiers: readonly DonationTier[] = [
  { amount: '$10', purpose: 'Apoya a una hermana en crisis' },
  { amount: '$25', purpose: 'Financia la formación HeartWork' },
  { amount: '$100', purpose: 'Ayuda a construir centros de recuperación' },
  { amount: '$500', purpose: 'Patrocina un camino completo de recuperación' },
];

export const whyDonate: Translation<typeof en.whyDonate> = {
  heading: 'Por qué donar',
  intro: 'Cada donación, del tamaño que sea, va al trabajo de la hermandad. Esto es lo que cada nivel ayuda a hacer posible.',
};

export const impactFigures: readonly ImpactFigure[] = [
  { id: 'women-helped', value: '10,000+', label: 'mujeres ayudadas por el movimiento' },
  { id: 'empowerment', value: '89.5%', label: 'de las mujeres de nuestros programas dicen sentirse con más fuerza y autonomía' },
  { id: 'generational-cycles', value: '67.8%', label: 'dicen que están rompiendo ciclos que pasaban de generación en generación' },
];

export const ourImpact: Translation<typeof en.ourImpact> = {
  heading: 'Nuestro impacto',
  sourceNote: 'Estas cifras vienen de nuestros propios programas y de lo que nos cuentan las mujeres que participan en ellos. No son una investigación independiente.',
};

export const paymentApps = 'Cash App, Zelle o PayPal';

export const donationInterestTexts: Translation<typeof en.donationInterestTexts> = {
  crisis_support: { label: 'Apoyo en crisis $10+', purpose: 'Apoya a una hermana en crisis' },
  heartwork_training: { label: '$25+', purpose: 'Financia la formación HeartWork' },
  save_centers: { label: '$100+', purpose: 'Ayuda a construir centros de recuperación' },
  full_journey: { label: '$500+', purpose: 'Patrocina un camino completo de recuperación' },
  monthly_recurring: { label: 'Apoyo mensual', purpose: 'Da un poco cada mes' },
  general_inquiry: { label: 'Consulta general', purpose: 'Pregúntanos lo que quieras sobre cómo donar' },
};

export const donationForm: Translation<typeof en.donationForm> = {
  heading: 'Recibe información para donar',
  intro: `Cuéntanos cómo te gustaría donar. Te responderemos por correo electrónico con los datos de pago para ${paymentApps}.`,
  noPaymentNote: 'Este formulario no recibe pagos, y no se cobra nada.',
  requiredLegend: 'Los campos marcados con un asterisco (*) son obligatorios.',
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  messageLabel: 'Mensaje',
  messageHint: 'Por ejemplo, si te gustaría donar una sola vez o cada mes, o cualquier pregunta que tengas.',
  interestLabel: 'Cómo te gustaría donar (opcional)',
  interestPlaceholder: 'Todavía no lo sé',
  submitLabel: 'Enviar mensaje',
};

export const otherWays: Translation<typeof en.otherWays> = {
  heading: 'Otras formas de apoyar',
  wealth: {
    title: 'Comunidad para crear patrimonio',
    text: 'Únete a nuestra comunidad para crear patrimonio, donde las mujeres aprenden juntas a construir su independencia económica. Funciona en otro sitio web, con sus propias reglas de privacidad.',
    linkLabel: 'Visitar la comunidad para crear patrimonio',
  },
  volunteer: {
    title: 'Voluntariado',
    text: '¿Te gustaría dar tu tiempo o tus habilidades? Escríbenos y cuéntanos un poco sobre ti y cómo te gustaría ayudar.',
    linkLabel: 'Escríbenos sobre el voluntariado',
    mailSubject: 'Voluntariado',
    addressBefore: 'Nuestra dirección es ',
    addressAfter: '.',
  },
};

export const closingQuote: Translation<typeof en.closingQuote> = {
  text: 'Ninguna mujer debería tener que encontrar sola el camino de vuelta a sí misma. Cuando una hermana se levanta, le abre el camino a la siguiente.',
  attribution: 'S.A.V.E. Sisterhood',
};
