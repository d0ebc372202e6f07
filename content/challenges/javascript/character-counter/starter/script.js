const LIMIT = 140;
const message = document.getElementById('message');
const counter = document.getElementById('char-count');
const postButton = document.getElementById('post');

// Whenever the text changes (typing, deleting, pasting…):
// 1. show "<characters> / 140" in the counter;
// 2. over the limit: add the class "over-limit" to the counter and set aria-invalid="true";
// 3. enable Post only when the message is not blank and fits in the limit.
