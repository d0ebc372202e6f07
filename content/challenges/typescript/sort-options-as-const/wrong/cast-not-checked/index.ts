type Product = { name: string; price: number; rating: number; addedOn: string };

const SORT_OPTIONS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;

type SortOption = (typeof SORT_OPTIONS)[number];

const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

function isSortOption(value: string): value is SortOption {
  return SORT_OPTIONS.some((option) => option === value);
}

function parseSort(param: string | null): SortOption {
  return (param ?? 'newest') as SortOption;
}

function sortProducts(products: readonly Product[], option: SortOption): Product[] {
  const sorted = [...products];
  switch (option) {
    case 'newest':
      return sorted.sort((a, b) => b.addedOn.localeCompare(a.addedOn));
    case 'price-asc':
      return sorted.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return sorted.sort((a, b) => b.price - a.price);
    case 'rating':
      return sorted.sort((a, b) => b.rating - a.rating);
  }
}
