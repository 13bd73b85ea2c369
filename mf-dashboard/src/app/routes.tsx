import { defineMounts, pageQueryClient, type WarmUpStage } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';
import { getPortfoliosQueryOptions } from '../features/wealth/api/get-portfolios';

const wealth = () => import('../features/wealth/components/WealthScreens');
const contracts = () => import('../features/wealth/components/ContractsScreen');
const loans = () => import('../features/loans/components/LoansScreens');
const contract = () => import('../features/contract/components/ContractScreens');
const funds = () => import('../features/funds/components/FundScreen');
const documents = () => import('../features/documents/components/DocumentsScreen');
const user = () => import('../features/user/components/UserScreens');

const DashboardOverview = lazyScreen(wealth, 'DashboardOverview');
const DashboardContracts = lazyScreen(contracts, 'DashboardContracts');
const LoansOverview = lazyScreen(loans, 'LoansOverview');
const LoansContracts = lazyScreen(loans, 'LoansContracts');
const ContractOverview = lazyScreen(contract, 'ContractOverview');
const ContractProject = lazyScreen(contract, 'ContractProject');
const ContractAllocation = lazyScreen(contract, 'ContractAllocation');
const ContractInvestments = lazyScreen(contract, 'ContractInvestments');
const ContractSettings = lazyScreen(contract, 'ContractSettings');
const ContractDetails = lazyScreen(contract, 'ContractDetails');
const DocumentsScreen = lazyScreen(documents, 'DocumentsScreen');
const ContractInformations = lazyScreen(contract, 'ContractInformations');
const ContractInfoNeeded = lazyScreen(contract, 'ContractInfoNeeded');
const ContractOperations = lazyScreen(contract, 'ContractOperations');
const FundScreen = lazyScreen(funds, 'FundScreen');
const UserInfos = lazyScreen(user, 'UserInfos');
const UserAccounts = lazyScreen(user, 'UserAccounts');
const UserGoods = lazyScreen(user, 'UserGoods');
const UserNotifications = lazyScreen(user, 'UserNotifications');
const UserProfile = lazyScreen(user, 'UserProfile');

/**
 * Exposed as `mf_dashboard/routes`: the host mounts these at the paths of its route table, and
 * `SaverApp` mounts the same ones under an advisor's customer view. Paths are relative to the mount.
 */
export const mounts = defineMounts({
  dashboard: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', element: <DashboardOverview /> },
        { path: 'contracts', element: <DashboardContracts /> },
      ],
    },
  ],
  dashboardLoans: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', element: <LoansOverview /> },
        { path: 'contracts', element: <LoansContracts /> },
      ],
    },
  ],
  contract: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', element: <ContractOverview /> },
        { path: 'project', element: <ContractProject /> },
        { path: 'allocation', element: <ContractAllocation /> },
        { path: 'investments', element: <ContractInvestments /> },
        { path: 'settings', element: <ContractSettings /> },
        { path: 'details', element: <ContractDetails /> },
        { path: 'documents', element: <DocumentsScreen /> },
        { path: 'informations', element: <ContractInformations /> },
        { path: 'info-needed', element: <ContractInfoNeeded /> },
        { path: 'operations', element: <ContractOperations /> },
        { path: 'fund/:isin', element: <FundScreen /> },
      ],
    },
  ],
  user: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="infos" replace /> },
        { path: 'infos', element: <UserInfos /> },
        { path: 'accounts', element: <UserAccounts /> },
        { path: 'goods', element: <UserGoods /> },
        { path: 'notifications', element: <UserNotifications /> },
        { path: 'profile', element: <UserProfile /> },
      ],
    },
  ],
});

/**
 * The overview a saver lands on after signing in (`RemoteRoutesModule.warmUp`): its chunk while the password
 * grant is in flight, then the saver's contracts (the net wealth figure) in the page's cache as soon as the
 * tokens are stored — the query the overview reads first, under the same key.
 */
export function warmUp(stage: WarmUpStage): void {
  if (stage === 'code') void wealth();
  else void pageQueryClient().prefetchQuery(getPortfoliosQueryOptions('me'));
}
