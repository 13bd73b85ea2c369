import { formatDate, LOCKOUT_MINUTES, type Brand } from '@patrimo/shared';
import { MAX_CONFIRMATION_ATTEMPTS } from '../identity/confirmation';

/**
 * The e-mails Patrimo writes, in French (spec §1: the product is French only), each as plain text and simple
 * HTML. Every value coming from a user (names) or from configuration is escaped in the HTML; links are built by
 * the callers from PUBLIC_URL (`passwordResetLink`, `accountDeletionLink`), never from a request's Host header.
 */

/** A written e-mail, ready for a `Mailer`. */
export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** `${publicUrl}/app/password-reset?token=…`: the lobby's reset screen (spec §2), token URL-encoded. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/app/password-reset?token=${encodeURIComponent(token)}`;
}

/** `${publicUrl}/delete-profile?token=…`: the public deletion confirmation page (spec §2). */
export function accountDeletionLink(publicUrl: string, token: string): string {
  return `${publicUrl}/delete-profile?token=${encodeURIComponent(token)}`;
}

/** « Bonjour Camille, » — or a plain « Bonjour, » when the name is empty. */
function greeting(firstName: string): string {
  const name = firstName.trim();
  return name === '' ? 'Bonjour,' : `Bonjour ${name},`;
}

/** A paragraph of the text version, and its HTML twin (already escaped). */
interface Paragraph {
  text: string;
  html: string;
}

const plain = (text: string): Paragraph => ({ text, html: `<p style="margin:0 0 16px">${escapeHtml(text)}</p>` });

const button = (label: string, href: string): Paragraph => ({
  text: `${label}\u202f: ${href}`,
  html:
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;` +
    `border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u202f:<br>` +
    `<a href="${escapeHtml(href)}" style="color:#0b7285;word-break:break-all">${escapeHtml(href)}</a></p>`,
});

const code = (value: string): Paragraph => ({
  text: `    ${value}`,
  html: `<p style="margin:24px 0;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(value)}</p>`,
});

/** Puts the paragraphs between the greeting and the brand's signature, in both formats. */
function compose(brand: Brand, subject: string, firstName: string, paragraphs: Paragraph[]): WrittenMail {
  const signature = `L’équipe ${brand.name}`;
  const footer = `${brand.name} — ${brand.tagline} Une question\u202f? Écrivez-nous à ${brand.supportEmail}.`;
  const text = [greeting(firstName), ...paragraphs.map((p) => p.text), signature, '--', footer].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(greeting(firstName))}</p>`,
    ...paragraphs.map((p) => p.html),
    `<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#777">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The 8-character code that confirms the e-mail address (spec §4 "Confirmation"). */
export function confirmationCodeMail(brand: Brand, values: { firstName: string; code: string }): WrittenMail {
  return compose(brand, `Votre code de confirmation ${brand.name}`, values.firstName, [
    plain(`Pour confirmer votre adresse e-mail sur ${brand.name}, saisissez le code suivant\u202f:`),
    code(values.code),
    plain(
      `Ce code remplace ceux que vous auriez reçus auparavant. Après ${MAX_CONFIRMATION_ATTEMPTS} codes erronés, ` +
        `la confirmation est bloquée pendant ${durationInFrench(LOCKOUT_MINUTES)}.`,
    ),
    plain("Si vous n’avez pas créé de compte, ignorez simplement ce message."),
  ]);
}

/** The password reset link (spec §7 PUT /users/password). */
export function passwordResetMail(brand: Brand, values: { firstName: string; link: string; ttlMinutes: number }): WrittenMail {
  return compose(brand, `Réinitialisation de votre mot de passe ${brand.name}`, values.firstName, [
    plain(`Vous avez demandé à réinitialiser le mot de passe de votre compte ${brand.name}.`),
    button('Choisir un nouveau mot de passe', values.link),
    plain(`Ce lien est valable ${durationInFrench(values.ttlMinutes)} et ne peut servir qu’une fois.`),
    plain("Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé."),
  ]);
}

/** The account deletion confirmation link (spec §4 "Account deletion"). */
export function accountDeletionMail(brand: Brand, values: { firstName: string; link: string; ttlHours: number }): WrittenMail {
  return compose(brand, `Confirmez la suppression de votre compte ${brand.name}`, values.firstName, [
    plain(`Vous avez demandé la suppression de votre compte ${brand.name}.`),
    plain('En confirmant, votre compte et toutes vos données (comptes agrégés, biens, profil) seront définitivement effacés.'),
    button('Confirmer la suppression de mon compte', values.link),
    plain(`Ce lien est valable ${durationInFrench(values.ttlHours * 60)}.`),
    plain("Si vous n’êtes pas à l’origine de cette demande, ignorez ce message et changez votre mot de passe."),
  ]);
}

/** Notice sent after a password change or reset: the owner learns of a change they did not make. */
export function passwordChangedMail(brand: Brand, values: { firstName: string; changedAt: Date; resetLink: string }): WrittenMail {
  const when = `${formatDate(values.changedAt, 'long')} à ${formatDate(values.changedAt, 'time')}`;
  return compose(brand, `Votre mot de passe ${brand.name} a été modifié`, values.firstName, [
    plain(`Le mot de passe de votre compte ${brand.name} a été modifié le ${when} (heure de Paris).`),
    plain("Si c’est bien vous, vous n’avez rien à faire."),
    plain("Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez-nous."),
    button('Réinitialiser mon mot de passe', values.resetLink),
  ]);
}

/** `${base}/app/register?invitation=…`: the registration screen of the lobby, opened with the invitation (spec §2). */
export function invitationLink(base: string, token: string): string {
  return `${base}/app/register?invitation=${encodeURIComponent(token)}`;
}

/** An advisor's invitation to follow one's wealth with the firm (spec §4 "Invitation states"). */
export function invitationMail(brand: Brand, values: { firstName: string; advisorName: string; firmName: string; message: string | null; link: string }): WrittenMail {
  const message = values.message?.trim() ?? '';
  return compose(brand, `${values.advisorName} vous invite sur ${brand.name}`, values.firstName, [
    plain(`${values.advisorName}, du cabinet ${values.firmName}, vous invite à suivre votre patrimoine sur ${brand.name}.`),
    ...(message === '' ? [] : [plain(`Son message\u202f: «\u00a0${message}\u00a0»`)]),
    plain('Créez votre compte avec ce lien\u202f: votre conseiller pourra consulter vos données, et vous pourrez lui retirer cet accès à tout moment depuis votre compte.'),
    button('Créer mon compte', values.link),
    plain("Si vous ne connaissez pas ce cabinet, ignorez simplement ce message."),
  ]);
}

/** 60 → « 1 heure », 90 → « 90 minutes », 1440 → « 24 heures ». */
export function durationInFrench(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 heure' : `${hours} heures`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
