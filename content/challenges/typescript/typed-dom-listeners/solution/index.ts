type ElementType<T extends Element> = { new (): T; prototype: T };

function query<T extends Element>(selector: string, type: ElementType<T>): T {
  const element = document.querySelector(selector);
  if (element === null) throw new Error(`Nothing matches ${selector}`);
  if (!(element instanceof type)) throw new Error(`${selector} is not the expected kind of element`);
  return element;
}

function on<K extends keyof HTMLElementEventMap>(
  element: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): () => void {
  element.addEventListener(type, handler);
  return () => element.removeEventListener(type, handler);
}

const form = query('#feedback', HTMLFormElement);
const message = query('#message', HTMLTextAreaElement);
const count = query('#count', HTMLOutputElement);
const statusText = query('#status', HTMLParagraphElement);

on(message, 'input', () => {
  count.value = `${message.value.length}/140`;
});

on(message, 'keydown', (event) => {
  if (event.key === 'Enter' && event.ctrlKey) {
    event.preventDefault();
    form.requestSubmit();
  }
});

on(form, 'submit', (event) => {
  event.preventDefault();
  statusText.textContent = message.value.trim()
    ? 'Thanks for your feedback!'
    : 'Please write a message first.';
});
