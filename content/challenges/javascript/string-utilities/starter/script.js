function capitalize(text) {
  // Upper-case the first character, lower-case the rest.
}

function slugify(text) {
  // Lower case, runs of other characters become one "-", no "-" at either end.
}

function truncate(text, maxLength) {
  // Return text unchanged when it fits, otherwise cut it and add "...".
}

// Try them out: console.log(slugify('Hello, World!'));
