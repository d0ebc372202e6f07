type OrderStatus = 'pending' | 'shipped' | 'delivered' | 'cancelled';

function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

function statusLabel(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return 'Waiting to ship';
    case 'shipped':
      return 'On its way';
    case 'delivered':
      return 'Delivered';
    case 'cancelled':
      return 'Cancelled';
    default:
      return assertNever(status);
  }
}

function canCancel(status: OrderStatus): boolean {
  switch (status) {
    case 'pending':
      return true;
    case 'shipped':
    case 'delivered':
    case 'cancelled':
      return false;
    default:
      return assertNever(status);
  }
}
