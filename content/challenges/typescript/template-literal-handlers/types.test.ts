// @test HandlerName capitalises the event after on
type _v1 = Expect<Equal<HandlerName<'open'>, 'onOpen'>>;
type _v2 = Expect<Equal<HandlerName<'open' | 'close'>, 'onOpen' | 'onClose'>>;

// @test handlerName returns the literal name
const _name = handlerName('save');
type _v3 = Expect<Equal<typeof _name, 'onSave'>>;
