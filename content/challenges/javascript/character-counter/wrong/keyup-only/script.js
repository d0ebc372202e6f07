// Plausible mistake: listens for 'keyup', so text pasted or cleared without a key press is not counted.
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

message.addEventListener('keyup', updateCounter);
updateCounter();
