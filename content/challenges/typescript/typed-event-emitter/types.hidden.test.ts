type _HiddenEvents = { saved: { id: number }; closed: undefined };
const _hidden = new Emitter<_HiddenEvents>();

// @test emit checks the payload's type
// @description Emitting an event with a payload of the wrong type is a type error.
// @ts-expect-error: the payload of 'saved' is { id: number }
_hidden.emit('saved', { id: 'seven' });

// @test emit checks the event name
// @description Emitting an event that is not in the map is a type error.
// @ts-expect-error: 'opened' is not an event
_hidden.emit('opened', undefined);
