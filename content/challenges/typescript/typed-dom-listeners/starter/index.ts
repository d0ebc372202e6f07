// Type these two helpers, then use them to wire up the feedback form.
function query(selector: string, type: any): any {
  return document.querySelector(selector);
}

function on(element: any, type: string, handler: (event: any) => void) {
  element.addEventListener(type, handler);
}
