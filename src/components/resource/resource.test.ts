import { describe, expect, it } from 'vitest';
import { BrandListQuerySchema } from '../../../domain/catalogue/brand';
import { ProductListQuerySchema } from '../../../domain/catalogue/product';
import { readListState } from '../data/listQuery';
import { defineResource, listInit, listOptions, parseFilters, resourceKeys } from './resource';

const products = defineResource({
  path: '/api/products/',
  name: 'product',
  subject: 'Product',
  texts: 'products.list',
  listQuery: ProductListQuerySchema,
  filters: ['status', 'brand', 'priority'],
  defaultOrdering: '-created_at',
});

const brands = defineResource({
  path: '/api/brands/',
  name: 'brand',
  subject: 'Brand',
  texts: 'catalogueConfig.brands',
  listQuery: BrandListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
});

describe('parseFilters', () => {
  it('keeps the filters the domain’s list-query schema accepts, as the API takes them', () => {
    expect(parseFilters(products, { priority: 'high', brand: '7' })).toEqual({ priority: 'high', brand: 7 });
  });

  it('leaves out a filter the schema refuses (a hand-edited URL) instead of sending it', () => {
    expect(parseFilters(products, { priority: 'urgent!', brand: '-1', status: 'x' })).toEqual({});
  });

  it('sends a yes/no filter as true or false', () => {
    expect(parseFilters(brands, { is_active: 'false' })).toEqual({ is_active: 'false' });
  });

  it('takes the organisation every list takes, besides the resource’s own filters', () => {
    expect(parseFilters(brands, { organization: '2' })).toEqual({ organization: 2 });
    expect(parseFilters(brands, { organization: 'acme' })).toEqual({});
  });
});

describe('listInit', () => {
  it('asks for the page, ordering, search and valid filters of the URL', () => {
    const state = readListState(
      new URLSearchParams('page=3&page_size=10&ordering=-priority&search=%20tea%20&brand=x&status=4'),
      listOptions(products),
    );
    expect(listInit(products, state)).toEqual({
      params: { query: { page: 3, page_size: 10, ordering: '-priority', search: 'tea', status: 4 } },
    });
  });

  it('keeps the organisation of the URL as a filter of every list', () => {
    const state = readListState(new URLSearchParams('organization=2'), listOptions(brands));
    expect(listInit(brands, state).params.query).toMatchObject({ organization: 2 });
  });
});

describe('resourceKeys', () => {
  it('derives the list’s and the rows’ query keys from the path', () => {
    expect(resourceKeys(products)).toEqual({
      list: ['get', '/api/products/'],
      item: ['get', '/api/products/{id}/'],
    });
  });
});
