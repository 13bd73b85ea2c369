import {
  ariaSortOf,
  DEFAULT_FILTERS,
  filtersFromSearch,
  isFiltered,
  queryOf,
  searchFromFilters,
  toggleSort,
  withFilter,
  type CustomerFilters,
} from './list-query';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('filtersFromSearch', () => {
  it('reads the plain address as the default list', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter, the sort and the page', () => {
    expect(read('q=Durand&wealth=150k-400k&risk=3&inactive=90&invitation=read&advisor=abc-12&sort=wealthAmount&order=asc&page=4')).toEqual({
      page: 4,
      q: 'Durand',
      sort: 'wealthAmount',
      order: 'asc',
      wealth: '150k-400k',
      risk: 3,
      inactiveDays: 90,
      invitation: 'read',
      advisorId: 'abc-12',
    });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(read('wealth=beaucoup&risk=9&inactive=-3&invitation=lost&sort=password&order=up&page=0&advisor=%3Cscript%3E')).toEqual(DEFAULT_FILTERS);
    expect(read('page=2.5').page).toBe(1);
    expect(read('risk=1.5').risk).toBeNull();
    expect(read('inactive=99999').inactiveDays).toBeNull();
  });

  it('gives a sort without an order its natural order', () => {
    expect(read('sort=wealthAmount').order).toBe('desc');
    expect(read('sort=lastName').order).toBe('asc');
  });

  it('keeps a search to the API’s 120 characters', () => {
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(120);
  });
});

describe('searchFromFilters', () => {
  it('writes nothing for the default list', () => {
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const filters: CustomerFilters = {
      page: 3,
      q: 'Émilie',
      sort: 'lastInteractionAt',
      order: 'desc',
      wealth: 'gt1500k',
      risk: 0,
      inactiveDays: 30,
      invitation: 'canceled',
      advisorId: 'u_42',
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('trims the search and leaves out a blank one', () => {
    expect(searchFromFilters({ ...DEFAULT_FILTERS, q: '   ' }).has('q')).toBe(false);
    expect(searchFromFilters({ ...DEFAULT_FILTERS, q: ' dur ' }).get('q')).toBe('dur');
  });
});

describe('queryOf', () => {
  it('turns a band into its bounds and leaves out what is not filtered', () => {
    expect(queryOf({ ...DEFAULT_FILTERS, wealth: '50k-150k' })).toEqual({
      page: 1,
      sort: 'lastName',
      order: 'asc',
      minWealth: 50_000,
      maxWealth: 150_000,
    });
    expect(queryOf({ ...DEFAULT_FILTERS, wealth: 'lt50k' })).toEqual({ page: 1, sort: 'lastName', order: 'asc', maxWealth: 50_000 });
    expect(queryOf({ ...DEFAULT_FILTERS, wealth: 'gt1500k' })).toEqual({ page: 1, sort: 'lastName', order: 'asc', minWealth: 1_500_000 });
  });

  it('names the API’s parameters', () => {
    expect(queryOf({ ...DEFAULT_FILTERS, q: ' x ', risk: 0, inactiveDays: 7, invitation: 'sent', advisorId: 'a1', page: 2 })).toEqual({
      page: 2,
      sort: 'lastName',
      order: 'asc',
      q: 'x',
      riskLevel: 0,
      inactiveDays: 7,
      invitationState: 'sent',
      advisorId: 'a1',
    });
  });
});

describe('sorting and filtering', () => {
  it('flips the order of the current column and starts another column in its natural order, on page 1', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    const byName = toggleSort(onPage3, 'lastName');
    expect(byName).toMatchObject({ sort: 'lastName', order: 'desc', page: 1 });
    expect(toggleSort(byName, 'lastName')).toMatchObject({ order: 'asc' });
    expect(toggleSort(byName, 'wealthAmount')).toMatchObject({ sort: 'wealthAmount', order: 'desc' });
    expect(toggleSort(byName, 'invitationState')).toMatchObject({ sort: 'invitationState', order: 'asc' });
  });

  it('says the sort in aria-sort', () => {
    expect(ariaSortOf(DEFAULT_FILTERS, 'lastName')).toBe('ascending');
    expect(ariaSortOf({ ...DEFAULT_FILTERS, order: 'desc' }, 'lastName')).toBe('descending');
    expect(ariaSortOf(DEFAULT_FILTERS, 'wealthAmount')).toBe('none');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...DEFAULT_FILTERS, page: 5 }, 'risk', 2)).toMatchObject({ risk: 2, page: 1 });
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'wealthAmount', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, risk: 0 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'a' })).toBe(true);
  });
});
