function first(items: any): any {
  return items[0];
}

function last(items: any): any {
  return items[0];
}

function pluck(items: any, key: any): any {
  return items.map((item: any) => item[key]);
}
