import type { FastifyInstance } from 'fastify';
import { registerAddAccounts } from './accounts/add-accounts';
import { registerCreateAggregatorConnection } from './accounts/create-aggregator-connection';
import { registerCreateConnection } from './accounts/create-connection';
import { registerDeleteAccount } from './accounts/delete-account';
import { registerGetAccount } from './accounts/get-account';
import { registerGetAccounts } from './accounts/get-accounts';
import { registerGetAggregatorConnection } from './accounts/get-aggregator-connection';
import { registerSynchronizeAccount } from './accounts/synchronize-account';
import { registerUpdateConnection } from './accounts/update-connection';
import { registerGetAdvisorProfile } from './advisors/get-advisor-profile';
import { registerGetCustomerProfile } from './advisors/get-customer-profile';
import { registerCreateToken } from './auth/create-token';
import { registerRevokeToken } from './auth/revoke-token';
import { registerGetBank } from './banks/get-bank';
import { registerGetBankContracts } from './banks/get-bank-contracts';
import { registerGetBanks } from './banks/get-banks';
import { registerCreateBankContract } from './contracts/create-bank-contract';
import { registerGetContract } from './contracts/get-contract';
import { registerGetContracts } from './contracts/get-contracts';
import { registerUpdateContract } from './contracts/update-contract';
import { registerGetInvestment } from './investments/get-investment';
import { registerGetTags } from './investments/get-tags';
import { registerSearchInvestments } from './investments/search-investments';
import { registerGetInvitation } from './invitations/get-invitation';
import { registerMarkInvitationAsRead } from './invitations/mark-invitation-as-read';
import { registerAggregatePortfolios } from './portfolios/aggregate-portfolios';
import { registerGetAccountPortfolios } from './portfolios/get-account-portfolios';
import { registerGetComposition } from './portfolios/get-composition';
import { registerGetLoans } from './portfolios/get-loans';
import { registerGetPortfolio } from './portfolios/get-portfolio';
import { registerGetPortfolioCashValues } from './portfolios/get-portfolio-cash-values';
import { registerGetPortfolioTargets } from './portfolios/get-portfolio-targets';
import { registerGetPortfolios } from './portfolios/get-portfolios';
import { registerGetWealthCashValues } from './portfolios/get-wealth-cash-values';
import { registerGetRiskSurvey } from './portfolios/get-risk-survey';
import { registerGetTransactionCategories } from './portfolios/get-transaction-categories';
import { registerGetTransactionMovements } from './portfolios/get-transaction-movements';
import { registerGetTransactions } from './portfolios/get-transactions';
import { registerUpdatePortfolio } from './portfolios/update-portfolio';
import { registerUpdatePortfolioInfos } from './portfolios/update-portfolio-infos';
import { registerGetHealth } from './system/get-health';
import { registerChangePassword } from './users/change-password';
import { registerConfirmAccountDeletion } from './users/confirm-account-deletion';
import { registerConfirmEmail } from './users/confirm-email';
import { registerGetDeletionValidity } from './users/get-deletion-validity';
import { registerGetMe } from './users/get-me';
import { registerGetMyProfile } from './users/get-my-profile';
import { registerRegisterUser } from './users/register-user';
import { registerRequestAccountDeletion } from './users/request-account-deletion';
import { registerRequestPasswordReset } from './users/request-password-reset';
import { registerResendConfirmation } from './users/resend-confirmation';
import { registerResetPassword } from './users/reset-password';
import { registerUpdateProfile } from './users/update-profile';
import { registerGetWebsocketToken } from './websocket/get-websocket-token';
import { registerGetNotifications } from './notifications/get-notifications';
import { registerMarkAllNotificationsAsRead } from './notifications/mark-all-notifications-as-read';
import { registerMarkNotificationAsRead } from './notifications/mark-notification-as-read';
import { registerPowensConnectionSynced } from './webhooks/powens-connection-synced';

/** Every API call the server implements, one file per operation. */
export function registerRoutes(app: FastifyInstance): void {
  registerGetHealth(app);
  registerCreateToken(app);
  registerRevokeToken(app);
  registerGetMe(app);
  registerGetAdvisorProfile(app);
  registerGetWebsocketToken(app);
  // Identity: registration, e-mail confirmation, passwords, account deletion, invitation links.
  registerRegisterUser(app);
  registerConfirmEmail(app);
  registerResendConfirmation(app);
  registerRequestPasswordReset(app);
  registerResetPassword(app);
  registerChangePassword(app);
  registerRequestAccountDeletion(app);
  registerGetDeletionValidity(app);
  registerConfirmAccountDeletion(app);
  registerGetInvitation(app);
  registerMarkInvitationAsRead(app);
  // Profile and risk questionnaire.
  registerGetMyProfile(app);
  registerUpdateProfile(app);
  registerGetCustomerProfile(app);
  registerGetRiskSurvey(app);
  registerGetPortfolioTargets(app);
  // Institutions catalogue (sandbox aggregation) and its product catalogue.
  registerGetBanks(app);
  registerGetBank(app);
  registerGetBankContracts(app);
  registerGetContracts(app);
  registerGetContract(app);
  // Fund universe (issue 4): fund page, search, tags.
  registerGetInvestment(app);
  registerSearchInvestments(app);
  registerGetTags(app);
  // Bank connections (issue 4): partner identity, connection flow, accounts.
  registerGetAggregatorConnection(app);
  registerCreateAggregatorConnection(app);
  registerCreateConnection(app);
  registerUpdateConnection(app);
  registerAddAccounts(app);
  registerGetAccounts(app);
  registerGetAccount(app);
  registerDeleteAccount(app);
  registerSynchronizeAccount(app);
  // Contracts and wealth (issue 4): the saver's contracts, loans, value series, composition and aggregates.
  registerGetPortfolios(app);
  registerGetLoans(app);
  registerGetPortfolio(app);
  registerGetAccountPortfolios(app);
  registerGetPortfolioCashValues(app);
  registerGetWealthCashValues(app);
  registerGetComposition(app);
  registerAggregatePortfolios(app);
  // Transactions and contract edits (issue 4).
  registerGetTransactions(app);
  registerGetTransactionCategories(app);
  registerGetTransactionMovements(app);
  registerCreateBankContract(app);
  registerUpdateContract(app);
  registerUpdatePortfolio(app);
  registerUpdatePortfolioInfos(app);
  // Notifications and webhooks (issue 4): the notification centre, the Powens CONNECTION_SYNCED receiver.
  registerGetNotifications(app);
  registerMarkNotificationAsRead(app);
  registerMarkAllNotificationsAsRead(app);
  registerPowensConnectionSynced(app);
}
