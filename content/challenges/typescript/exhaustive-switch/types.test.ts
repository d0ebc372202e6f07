// @test OrderStatus has the four statuses
type _v1 = Expect<Equal<OrderStatus, 'pending' | 'shipped' | 'delivered' | 'cancelled'>>;

// @test the functions take an OrderStatus
type _v2 = Expect<Equal<Parameters<typeof statusLabel>[0], OrderStatus>>;
type _v3 = Expect<Equal<Parameters<typeof canCancel>, [status: OrderStatus]>>;
