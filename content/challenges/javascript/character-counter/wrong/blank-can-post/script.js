// Plausible mistake: only an empty message disables Post, so a message of spaces can be posted.
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
  postButton.disabled = tooLong || length === 0;
}

message.addEventListener('input', updateCounter);
updateCounter();
