import {
  customerSortSchema,
  invitationStateSchema,
  type CustomerSort,
  type CustomersQuery,
  type InvitationState,
} from '@patrimo/shared';

/**
 * The customer list's state, kept in the URL's search params (shareable, the back button undoes a change):
 * what is read from the address, what is written back, and what is sent to `GET /customers`.
 * Anything unreadable in the address is dropped, never an error.
 */

/** Wealth bands of the filter, on the investable-assets thresholds of spec §3 (50 k€, 150 k€, 400 k€, 750 k€, 1,5 M€). */
export const WEALTH_BANDS = [
  { id: 'lt50k', min: undefined, max: 50_000 },
  { id: '50k-150k', min: 50_000, max: 150_000 },
  { id: '150k-400k', min: 150_000, max: 400_000 },
  { id: '400k-750k', min: 400_000, max: 750_000 },
  { id: '750k-1500k', min: 750_000, max: 1_500_000 },
  { id: 'gt1500k', min: 1_500_000, max: undefined },
] as const;
export type WealthBand = (typeof WEALTH_BANDS)[number]['id'];

/** Choices of « sans interaction depuis plus de N jours ». */
export const INACTIVE_DAYS_CHOICES = [7, 30, 90, 180, 365] as const;

export type SortOrder = 'asc' | 'desc';

export interface CustomerFilters {
  page: number;
  q: string;
  sort: CustomerSort;
  order: SortOrder;
  wealth: WealthBand | null;
  risk: number | null;
  inactiveDays: number | null;
  invitation: InvitationState | null;
  advisorId: string | null;
}

export const DEFAULT_FILTERS: CustomerFilters = {
  page: 1,
  q: '',
  sort: 'lastName',
  order: 'asc',
  wealth: null,
  risk: null,
  inactiveDays: null,
  invitation: null,
  advisorId: null,
};

/** Columns read in words first sort A → Z; figures and dates first show the largest, the most recent. */
const TEXT_COLUMNS: readonly CustomerSort[] = ['lastName', 'favoriteContract', 'invitationState'];

/** The order a column sorts in when it is first chosen. */
export function firstOrderOf(column: CustomerSort): SortOrder {
  return TEXT_COLUMNS.includes(column) ? 'asc' : 'desc';
}

function positiveInt(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** The list's state from the address (`?q=dur&sort=wealthAmount&order=desc&page=2`). */
export function filtersFromSearch(search: URLSearchParams): CustomerFilters {
  const sort = customerSortSchema.safeParse(search.get('sort'));
  const order = search.get('order');
  const band = WEALTH_BANDS.find((candidate) => candidate.id === search.get('wealth'));
  const riskText = search.get('risk');
  const risk = riskText !== null && /^[0-5]$/.test(riskText) ? Number(riskText) : null;
  const invitation = invitationStateSchema.safeParse(search.get('invitation'));
  const advisorId = search.get('advisor');
  return {
    page: positiveInt(search.get('page'), 1_000_000) ?? 1,
    q: (search.get('q') ?? '').slice(0, 120),
    sort: sort.success ? sort.data : DEFAULT_FILTERS.sort,
    order: order === 'asc' || order === 'desc' ? order : sort.success ? firstOrderOf(sort.data) : DEFAULT_FILTERS.order,
    wealth: band?.id ?? null,
    risk,
    inactiveDays: positiveInt(search.get('inactive'), 3650),
    invitation: invitation.success ? invitation.data : null,
    advisorId: advisorId !== null && /^[A-Za-z0-9_-]{1,64}$/.test(advisorId) ? advisorId : null,
  };
}

/** The address of a state: only what differs from the defaults, so the plain list is `/advisory/customers`. */
export function searchFromFilters(filters: CustomerFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') search.set('q', q);
  if (filters.wealth !== null) search.set('wealth', filters.wealth);
  if (filters.risk !== null) search.set('risk', String(filters.risk));
  if (filters.inactiveDays !== null) search.set('inactive', String(filters.inactiveDays));
  if (filters.invitation !== null) search.set('invitation', filters.invitation);
  if (filters.advisorId !== null) search.set('advisor', filters.advisorId);
  if (filters.sort !== DEFAULT_FILTERS.sort || filters.order !== DEFAULT_FILTERS.order) {
    search.set('sort', filters.sort);
    search.set('order', filters.order);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** What `GET /customers` receives for a state. */
export function queryOf(filters: CustomerFilters): CustomersQuery {
  const band = WEALTH_BANDS.find((candidate) => candidate.id === filters.wealth);
  const q = filters.q.trim();
  return {
    page: filters.page,
    sort: filters.sort,
    order: filters.order,
    ...(q === '' ? {} : { q }),
    ...(band?.min === undefined ? {} : { minWealth: band.min }),
    ...(band?.max === undefined ? {} : { maxWealth: band.max }),
    ...(filters.risk === null ? {} : { riskLevel: filters.risk }),
    ...(filters.inactiveDays === null ? {} : { inactiveDays: filters.inactiveDays }),
    ...(filters.invitation === null ? {} : { invitationState: filters.invitation }),
    ...(filters.advisorId === null ? {} : { advisorId: filters.advisorId }),
  };
}

/** A filter changed: back to the first page, whose results are the ones that match now. */
export function withFilter<K extends Exclude<keyof CustomerFilters, 'page' | 'sort' | 'order'>>(
  filters: CustomerFilters,
  key: K,
  value: CustomerFilters[K],
): CustomerFilters {
  return { ...filters, [key]: value, page: 1 };
}

/** A header clicked: the same column flips its order, another one starts from its natural order; back to page 1. */
export function toggleSort(filters: CustomerFilters, column: CustomerSort): CustomerFilters {
  const order = filters.sort === column ? (filters.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(column);
  return { ...filters, sort: column, order, page: 1 };
}

/** `aria-sort` of a column header. */
export function ariaSortOf(filters: CustomerFilters, column: CustomerSort): 'ascending' | 'descending' | 'none' {
  if (filters.sort !== column) return 'none';
  return filters.order === 'asc' ? 'ascending' : 'descending';
}

/** Whether anything narrows the list (an empty result then says « aucun client ne correspond », not « aucun client »). */
export function isFiltered(filters: CustomerFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.wealth !== null ||
    filters.risk !== null ||
    filters.inactiveDays !== null ||
    filters.invitation !== null ||
    filters.advisorId !== null
  );
}
