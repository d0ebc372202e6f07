import type { ProductFiltersProps as HiddenProps, Product as HiddenProduct } from './App';
import { ProductFilters as HiddenProductFilters } from './App';

// @test the props are a read-only list of products
// @description ProductFilters takes exactly one prop, a read-only list of products.
type _h1 = Expect<Equal<HiddenProps, { products: readonly HiddenProduct[] }>>;
type _h2 = Expect<Equal<Parameters<typeof HiddenProductFilters>[0], HiddenProps>>;
