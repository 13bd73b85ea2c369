import { BRANDS } from '@patrimo/shared';
import {
  accountDeletionLink,
  accountDeletionMail,
  confirmationCodeMail,
  durationInFrench,
  escapeHtml,
  passwordChangedMail,
  passwordResetLink,
  passwordResetMail,
} from './templates';

const brand = BRANDS['patrimo-conseil'];

describe('mail templates', () => {
  it('escapes what could break out of HTML', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });

  it('never lets a name inject markup into the HTML version', () => {
    const mail = confirmationCodeMail(brand, { firstName: '<img src=x onerror=alert(1)>', code: 'ABCD2345' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Plain text carries the name as typed: it is not interpreted.
    expect(mail.text).toContain('Bonjour <img src=x onerror=alert(1)>,');
  });

  it('builds links on the public URL, with the token URL-encoded', () => {
    expect(passwordResetLink('https://patrimo.fr', 'a+b/c')).toBe('https://patrimo.fr/app/password-reset?token=a%2Bb%2Fc');
    expect(accountDeletionLink('https://patrimo.fr', 'tok')).toBe('https://patrimo.fr/delete-profile?token=tok');
  });

  it('writes every mail in French, with the brand name, in text and HTML', () => {
    const link = 'https://conseil.patrimo.fr/app/password-reset?token=abc';
    const mails = [
      confirmationCodeMail(brand, { firstName: 'Lou', code: 'ABCD2345' }),
      passwordResetMail(brand, { firstName: 'Lou', link, ttlMinutes: 60 }),
      accountDeletionMail(brand, { firstName: 'Lou', link, ttlHours: 24 }),
      passwordChangedMail(brand, { firstName: 'Lou', changedAt: new Date('2026-03-05T13:05:00Z'), resetLink: link }),
    ];
    for (const mail of mails) {
      expect(mail.subject).toContain('Patrimo Conseil');
      expect(mail.text).toContain('Bonjour Lou,');
      expect(mail.text).toContain("L’équipe Patrimo Conseil");
      expect(mail.text).toContain(brand.supportEmail);
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.html).toContain('Patrimo Conseil');
    }
    expect(mails[3]?.text).toContain('le 5 mars 2026 à 14:05 (heure de Paris)');
    expect(mails[1]?.html).toContain(`href="${link}"`);
  });

  it('greets without a name when there is none', () => {
    expect(confirmationCodeMail(brand, { firstName: ' ', code: 'ABCD2345' }).text.startsWith('Bonjour,')).toBe(true);
  });

  it('says durations in French', () => {
    expect(durationInFrench(60)).toBe('1 heure');
    expect(durationInFrench(1440)).toBe('24 heures');
    expect(durationInFrench(90)).toBe('90 minutes');
    expect(durationInFrench(1)).toBe('1 minute');
  });
});
