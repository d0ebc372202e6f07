import type { ChangeEvent } from 'react';
import type { Category, CategoryFilter, Filters } from './App';
import { categoryFromEvent, filterProducts, isCategoryFilter, type Product } from './App';

// @test CategoryFilter is a category or 'all'
type _v1 = Expect<Equal<CategoryFilter, 'books' | 'games' | 'music' | 'all'>>;

// @test Filters holds a CategoryFilter and a boolean
type _v2 = Expect<Equal<Filters, { category: Category | 'all'; inStockOnly: boolean }>>;

// @test a category that does not exist is a type error
// @ts-expect-error: 'toys' is not a category filter
const _v3: Filters = { category: 'toys', inStockOnly: false };

// @test isCategoryFilter is a type guard for CategoryFilter
type _v4 = Expect<Equal<typeof isCategoryFilter, (value: string) => value is CategoryFilter>>;

// @test categoryFromEvent takes a select's change event and returns a CategoryFilter
type _v5 = Expect<
  Equal<Parameters<typeof categoryFromEvent>, [event: ChangeEvent<HTMLSelectElement>]>
>;
type _v6 = Expect<Equal<ReturnType<typeof categoryFromEvent>, CategoryFilter>>;

// @test filterProducts takes a read-only list and the filters
type _v7 = Expect<
  Equal<typeof filterProducts, (products: readonly Product[], filters: Filters) => Product[]>
>;
