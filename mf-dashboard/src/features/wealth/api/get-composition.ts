import { getComposition } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { previousOfSameSubject, queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

export type CompositionType = 'kind' | 'bank';

/** The split of a subject's wealth by kind of contract or by institution (`GET …/portfolios/composition`). */
export function getCompositionQueryOptions(subject: Subject, type: CompositionType) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolios(subject), 'composition', type] as const,
    queryFn: ({ signal }) => callApi(getComposition, { subject, query: { type }, signal }),
  });
}

/** The split shown by an allocation card; the previous split stays on screen while another loads. */
export function useComposition(type: CompositionType) {
  const subject = useSubject();
  return useQuery({ ...getCompositionQueryOptions(subject, type), placeholderData: previousOfSameSubject(subject) });
}
