/**
 * What a person typed into a prerendered page before the app took it over (issue #27: nothing
 * typed is lost). React sets each field to the value of its state when it hydrates, which wipes
 * such text; main.tsx remembers it just before hydrating, and the app puts it back once it runs,
 * as input events, so each form's state takes it as if it had been typed then.
 */
const NOT_TYPED = new Set(['hidden', 'file', 'checkbox', 'radio', 'submit', 'button']);

let remembered: Array<[HTMLInputElement | HTMLTextAreaElement, string]> = [];

export function rememberTypedValues(root: HTMLElement): void {
  remembered = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

export function restoreTypedValues(): void {
  for (const [field, value] of remembered.splice(0)) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
