type Product = { name: string; price: number; rating: number; addedOn: string };

// Make this list read-only and exact, then derive SortOption from it.
const SORT_OPTIONS = ['newest', 'price-asc', 'price-desc', 'rating'];

type SortOption = string;

const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

function isSortOption(value: string): value is SortOption {
  return true;
}

function parseSort(param: string | null): SortOption {
  return 'newest';
}

function sortProducts(products: readonly Product[], option: SortOption): Product[] {
  return [...products];
}
