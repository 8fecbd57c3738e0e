import { describe, expect, it } from 'vitest';
import { ariaCurrent, currentSection } from './currentSection';

const PRODUCTS = { path: '/apps/pm/product/list', section: '/apps/pm/product' };
const CATEGORIES = { path: '/apps/pm/product/category-list' };
const LAUNCHES = { path: '/apps/pm/product-launches' };
const LINKS = [PRODUCTS, LAUNCHES, CATEGORIES];

describe('currentSection', () => {
  it('marks the link whose own page is open', () => {
    expect(currentSection(LINKS, '/apps/pm/product/list')).toBe(PRODUCTS);
    expect(currentSection(LINKS, '/apps/pm/product-launches')).toBe(LAUNCHES);
  });

  it('marks a link on the pages of its section', () => {
    expect(currentSection(LINKS, '/apps/pm/product/view/12/images')).toBe(PRODUCTS);
    expect(currentSection(LINKS, '/apps/pm/product-launches/4')).toBe(LAUNCHES);
  });

  it('gives a page under two links to the closer one only', () => {
    expect(currentSection(LINKS, '/apps/pm/product/category-list')).toBe(CATEGORIES);
  });

  it('matches whole path segments, not the start of a name', () => {
    expect(currentSection([PRODUCTS], '/apps/pm/product-launches')).toBeUndefined();
    expect(currentSection([PRODUCTS], '/apps/pm/products')).toBeUndefined();
  });

  it('marks none outside every link', () => {
    expect(currentSection(LINKS, '/security/dashboard')).toBeUndefined();
  });
});

describe('ariaCurrent', () => {
  it('is page on the link’s own page, true elsewhere in its section, absent on other links', () => {
    expect(ariaCurrent(PRODUCTS, PRODUCTS, '/apps/pm/product/list')).toBe('page');
    expect(ariaCurrent(PRODUCTS, PRODUCTS, '/apps/pm/product/view/3')).toBe('true');
    expect(ariaCurrent(CATEGORIES, PRODUCTS, '/apps/pm/product/view/3')).toBeUndefined();
  });
});
