import {
  deleteRealEstate,
  estimateRealEstate,
  getUserRealEstate,
  getUserRealEstateCashValues,
  updateRealEstate,
  type RealEstateUpdate,
} from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useApiMutation, useQuery } from '@patrimo/shared/query';

const propertyKey = (subject: Subject, id: string) => [...subjectKeys.realEstates(subject), id] as const;

/**
 * One property (`GET /users/{userId}/real_estates/{id}`: the saver's own with `me`, a customer's for an advisor):
 * a 404 when it does not exist or is not the subject's.
 */
export function useRealEstate(id: string) {
  const subject = useSubject();
  return useQuery(
    queryOptions({
      queryKey: propertyKey(subject, id),
      queryFn: ({ signal }) => callApi(getUserRealEstate, { subject, signal, params: { id } }),
      enabled: id !== '',
    }),
  );
}

/** Its value over time (`GET /users/{userId}/real_estates/{id}/series/cash_values`). */
export function useRealEstateCashValues(id: string) {
  const subject = useSubject();
  return useQuery(
    queryOptions({
      queryKey: [...propertyKey(subject, id), 'cash-values'] as const,
      queryFn: ({ signal }) => callApi(getUserRealEstateCashValues, { subject, signal, params: { id }, query: {} }),
    }),
  );
}

const changed = (subject: Subject) => [subjectKeys.realEstates(subject), subjectKeys.portfolios(subject), subjectKeys.loans(subject)];

/** Saves the settings (`PUT /real_estates/{id}`). */
export function useUpdateRealEstate(id: string) {
  return useApiMutation({
    mutationFn: (realEstate: RealEstateUpdate, { subject }) => callApi(updateRealEstate, { subject, params: { id }, body: { realEstate } }),
    invalidates: changed,
  });
}

/** Estimates it again from its stored characteristics (`POST /real_estates/{id}/estimate`). */
export function useEstimateRealEstate(id: string) {
  return useApiMutation({
    mutationFn: (_: void, { subject }) => callApi(estimateRealEstate, { subject, params: { id }, body: {} }),
    invalidates: changed,
  });
}

/** Deletes it (`DELETE /real_estates/{id}`), with the toast « Bien immobilier supprimé » (spec §2). */
export function useDeleteRealEstate(id: string, onDeleted: () => void) {
  return useApiMutation({
    mutationFn: (_: void, { subject }) => callApi(deleteRealEstate, { subject, params: { id } }),
    removes: (subject) => [propertyKey(subject, id)],
    invalidates: changed,
    toast: 'realEstateDeleted',
    onSuccess: onDeleted,
  });
}
