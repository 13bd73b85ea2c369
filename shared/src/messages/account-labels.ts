import type { PasswordStrength } from '../schemas/auth';
import type { CouponKind, InvoiceStatus, PlanInterval, SubscriptionStatus } from '../schemas/billing';
import type { EmailPreference, NotificationEvent, NotificationGroup, NotificationKind } from '../schemas/notification';

/** French labels of the saver's account: password strength, subscription and billing, notifications and emails. */

export const passwordStrengthLabels: Record<PasswordStrength, string> = {
  [-1]: 'Aucun mot de passe saisi',
  0: 'Très faible',
  1: 'Faible',
  2: 'Bon',
  3: 'Très bon',
  4: 'Excellent',
};

export const planIntervalLabels: Record<PlanInterval, string> = {
  month: 'Mensuel',
  year: 'Annuel',
};

export const couponKindLabels: Record<CouponKind, string> = {
  free: 'Mois offerts',
  percent: 'Réduction en pourcentage',
  amount: 'Réduction en euros',
};

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  trialing: "Période d’essai",
  active: 'Actif',
  incomplete: 'Paiement à finaliser',
  past_due: 'Paiement en retard',
  canceled: 'Résilié',
  unpaid: 'Impayé',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Brouillon',
  open: 'À payer',
  paid: 'Payée',
  uncollectible: 'Irrécouvrable',
  void: 'Annulée',
};

export const notificationKindLabels: Record<NotificationKind, string> = {
  system: 'Système',
  other: 'Autre',
};

/** Title of a notification, by what happened. */
export const notificationEventLabels: Record<NotificationEvent, string> = {
  account_fetched: 'Vos comptes ont été mis à jour',
  account_deleted: 'Un compte a été supprimé',
  account_sync_failed: "La synchronisation d’un compte a échoué",
  subscription_confirmed: 'Votre abonnement est confirmé',
  invitation_accepted: 'Une invitation a été acceptée',
  monthly_report: 'Votre bilan mensuel est disponible',
  message: 'Nouveau message',
};

export const notificationGroupLabels: Record<NotificationGroup, string> = {
  today: "Aujourd’hui",
  yesterday: 'Hier',
  thisWeek: 'Cette semaine',
  thisMonth: 'Ce mois-ci',
  older: 'Plus ancien',
};

export const emailPreferenceLabels: Record<EmailPreference, string> = {
  newsletter: "Lettre d’information",
  'monthly-report': 'Bilan mensuel de votre patrimoine',
  system: 'Alertes sur vos comptes',
  finance: 'Actualités financières',
};
