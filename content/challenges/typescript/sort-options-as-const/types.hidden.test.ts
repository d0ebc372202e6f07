// @test sortProducts accepts a read-only list
// @description The list of products to sort may be read-only.
declare const _hProducts: readonly Product[];
const _hSorted: Product[] = sortProducts(_hProducts, 'rating');
