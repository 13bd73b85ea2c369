import { updatePortfolio } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

export interface LoanLink {
  loanId: string;
  /** Part of the loan that financed this property, in euros. */
  amount: number;
  /** When it financed it (yyyy-mm-dd). */
  date: string;
}

/**
 * Links a loan to the property it financed (`PUT /portfolios/{loanId}` with `realEstateId`, the part of the
 * loan and the date; spec §5 and §8: `loan_zero` when the loan lacks the data, `loan_already_connected` when
 * another property has it). The property, the loans and the wealth are read again: its net equity moves.
 */
export function useLinkLoan(realEstateId: string) {
  return useApiMutation({
    mutationFn: ({ loanId, amount, date }: LoanLink, { subject }) =>
      callApi(updatePortfolio, {
        subject,
        params: { id: loanId },
        body: { portfolio: { realEstateId, realEstateAmount: amount, realEstateDate: date } },
      }),
    invalidates: (subject) => [subjectKeys.loans(subject), subjectKeys.realEstates(subject), subjectKeys.portfolios(subject)],
  });
}

/**
 * Detaches a loan from the property it financed (`PUT /portfolios/{loanId}` with `realEstateId: null`): its
 * capital no longer comes off that property's net equity, and another property may then take it.
 */
export function useUnlinkLoan() {
  return useApiMutation({
    mutationFn: ({ loanId }: { loanId: string }, { subject }) =>
      callApi(updatePortfolio, { subject, params: { id: loanId }, body: { portfolio: { realEstateId: null } } }),
    invalidates: (subject) => [subjectKeys.loans(subject), subjectKeys.realEstates(subject), subjectKeys.portfolios(subject)],
  });
}
