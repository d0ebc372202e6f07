function groupBy(items: any[], keyOf: (item: any) => string): Record<string, any[]> {
  return {};
}
