// Plausible mistake: `>=` instead of `>`, so a message of exactly 140 characters counts as too long.
const LIMIT = 140;
const message = document.getElementById('message');
const counter = document.getElementById('char-count');
const postButton = document.getElementById('post');

function updateCounter() {
  const length = message.value.length;
  const tooLong = length >= LIMIT;
  counter.textContent = `${length} / ${LIMIT}`;
  counter.classList.toggle('over-limit', tooLong);
  message.setAttribute('aria-invalid', String(tooLong));
  postButton.disabled = tooLong || message.value.trim() === '';
}

message.addEventListener('input', updateCounter);
updateCounter();
