import { createCustomerEvent, deleteEvent, getCustomerEvents, updateEvent, type Interaction, type InteractionInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useApiMutation, useQuery } from '@patrimo/shared/query';
import { bookKeys, customerKeys } from './keys';

/** The customer's interactions, most recent first (`GET /customers/:customerId/events`). */
export function useCustomerEvents(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: customerKeys.events(customerId),
      queryFn: ({ signal }) => callApi(getCustomerEvents, { params: { customerId }, signal }),
    }),
  );
}

/** The record shows the interactions too, and the list their last date. */
const changedByEvents = (customerId: string) => [customerKeys.events(customerId), customerKeys.record(customerId), ...bookKeys];

/** Logs an interaction (`POST /customers/:customerId/events`). */
export function useCreateEvent(customerId: string) {
  return useApiMutation<InteractionInput, Interaction>({
    mutationFn: (event) => callApi(createCustomerEvent, { params: { customerId }, body: { event } }),
    invalidates: () => changedByEvents(customerId),
  });
}

/** Changes an interaction (`PUT /events/:id`). */
export function useUpdateEvent(customerId: string) {
  return useApiMutation<{ id: string; event: InteractionInput }, Interaction>({
    mutationFn: ({ id, event }) => callApi(updateEvent, { params: { id }, body: { event } }),
    invalidates: () => changedByEvents(customerId),
  });
}

/** Deletes an interaction (`DELETE /events/:id`). */
export function useDeleteEvent(customerId: string) {
  return useApiMutation<string, unknown>({
    mutationFn: (id) => callApi(deleteEvent, { params: { id } }),
    invalidates: () => changedByEvents(customerId),
  });
}
