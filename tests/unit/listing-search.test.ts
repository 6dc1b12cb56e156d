import { describe, expect, it } from 'vitest';
import {
  listingApiPath,
  listingHref,
  parseEventsSearch,
  parseListingSearch,
  searchFromPagingUrl,
} from '../../domain/listing-search.ts';

describe('listing URL state', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(
      parseListingSearch({ page: '1', search: '  djerba ', destination_id: '4', city_id: 'x', status: 'past' }),
    ).toEqual({
      search: 'djerba',
      destination_id: 4,
    });
    expect(parseEventsSearch({ page: '3', status: 'upcoming' })).toEqual({ page: 3, status: 'upcoming' });
    expect(parseEventsSearch({ status: 'soon' })).toEqual({});
  });

  it('builds the API call and the page address from the state', () => {
    expect(listingApiPath('/utilisateur/allevent', { page: 2, status: 'past', destination_id: 3 })).toBe(
      '/utilisateur/allevent?page=2&destination_id=3&status=past',
    );
    expect(listingApiPath('/utilisateur/monument', {}, false)).toBe('/utilisateur/monument');
    expect(listingHref('/fr/events', { page: 2, search: 'jazz' })).toBe('/fr/events?page=2&search=jazz');
  });

  it('follows a paging link with its filters, status included', () => {
    expect(searchFromPagingUrl('http://x/utilisateur/allevent?status=upcoming&page=2&destination_id=5')).toEqual({
      page: 2,
      status: 'upcoming',
      destination_id: 5,
    });
    expect(searchFromPagingUrl('http://x/utilisateur/allagencies?city_id=7&status=pending')).toEqual({
      city_id: 7,
      status: 'pending',
    });
  });
});
