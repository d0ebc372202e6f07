interface Settings {
  theme: { mode: 'light' | 'dark'; accent: string };
  retries: number;
  onSave: () => void;
}

// @test DeepReadonly reaches nested objects
// @description DeepReadonly makes nested objects read-only too, all the way down.
type _h1 = Expect<
  Equal<
    DeepReadonly<Settings>,
    {
      readonly theme: { readonly mode: 'light' | 'dark'; readonly accent: string };
      readonly retries: number;
      readonly onSave: () => void;
    }
  >
>;

// @test freezeConfig is typed deeply read-only
// @description freezeConfig's result cannot be changed, even in a nested object.
const _frozen = freezeConfig({ api: { url: 'https://example.com', timeoutMs: 500 } });
// @ts-expect-error: nested properties are read-only
_frozen.api.timeoutMs = 1000;

// @test MyPartial keeps optional properties missing
// @description An object with no properties at all is a valid MyPartial of any object type.
const _empty: MyPartial<{ a: number; b: string }> = {};
