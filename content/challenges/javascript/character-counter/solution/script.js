const LIMIT = 140;
const message = document.getElementById('message');
const counter = document.getElementById('char-count');
const postButton = document.getElementById('post');

function updateCounter() {
  const length = message.value.length;
  const tooLong = length > LIMIT;
  counter.textContent = `${length} / ${LIMIT}`;
  counter.classList.toggle('over-limit', tooLong);
  message.setAttribute('aria-invalid', String(tooLong));
  postButton.disabled = tooLong || message.value.trim() === '';
}

// 'input' fires for every change of the text: keys, paste, cut, drag and drop, autocorrect.
message.addEventListener('input', updateCounter);
updateCounter();
