// @test SortOption is the union of the four options
type _v1 = Expect<Equal<SortOption, 'newest' | 'price-asc' | 'price-desc' | 'rating'>>;

// @test SORT_OPTIONS is a read-only list of exactly these values
type _v2 = Expect<
  Equal<typeof SORT_OPTIONS, readonly ['newest', 'price-asc', 'price-desc', 'rating']>
>;

// @test isSortOption is a type guard for SortOption
type _v3 = Expect<Equal<typeof isSortOption, (value: string) => value is SortOption>>;

// @test parseSort takes the URL's value (or null) and returns a SortOption
type _v4 = Expect<Equal<typeof parseSort, (param: string | null) => SortOption>>;

// @test an option that is not in the list is a type error
// @ts-expect-error: 'cheapest' is not a SortOption
sortProducts([], 'cheapest');
