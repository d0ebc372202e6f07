type OrderStatus = 'pending' | 'shipped' | 'delivered';

function assertNever(value: unknown): never {
  throw new Error('Unexpected');
}

function statusLabel(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return 'Waiting to ship';
    default:
      return '';
  }
}

function canCancel(status: OrderStatus): boolean {
  return status === 'pending';
}
