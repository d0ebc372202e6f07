import { useState } from 'react';
import { jsonLdText } from '../../lib/json-ld.ts';
import { courseInstructors, type PublicMentor } from './course-instructors.ts';

// The program page's section, heading and card styles, written again rather than imported: an
// import would make this chunk load the page's chunk by name, and the route table (in the home
// route's 100 kB budget) spell out more to load the page.
const sectionClass = 'mx-auto max-w-6xl px-4 py-12';
const headingClass = 'text-heading font-bold text-slate-900';
const cardClass = 'rounded-xl border border-slate-200 bg-white p-5';

const PHOTO_SIZE = 64;

/** Up to two initials ('Asha Verma' → 'AV'), shown in place of a missing photo. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

function yearsOfExperience(years: number): string {
  return years === 1 ? '1 year of experience' : `${years} years of experience`;
}

function MentorPhoto({ mentor }: { mentor: PublicMentor }) {
  const className = 'size-16 shrink-0 rounded-full';
  // A photo that fails to load (an expired provider photo) gives way to the initials.
  const [failed, setFailed] = useState(false);
  if (mentor.photoUrl && !failed) {
    return (
      // 'Photo of' on purpose: the name is the heading beside it, so the alt says what the
      // picture is rather than repeating the name alone.
      // eslint-disable-next-line jsx-a11y/img-redundant-alt
      <img
        src={mentor.photoUrl}
        alt={`Photo of ${mentor.name}`}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        loading="lazy"
        // A provider's photo (Google's) is refused when the request names the site.
        referrerPolicy="no-referrer"
        className={`${className} object-cover`}
        onError={() => setFailed(true)}
      />
    );
  }
  // The name is written beside the initials: read once, as the name.
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center bg-indigo-700 text-lg font-semibold text-white`}
    >
      {initialsOf(mentor.name)}
    </span>
  );
}

function MentorCard({ mentor }: { mentor: PublicMentor }) {
  return (
    <li className={`${cardClass} flex flex-col`}>
      <div className="flex items-center gap-4">
        <MentorPhoto mentor={mentor} />
        <div>
          <h3 className="font-semibold text-slate-900">{mentor.name}</h3>
          <p className="text-small text-slate-700">{mentor.role}</p>
          <p className="text-small text-slate-600">{yearsOfExperience(mentor.yearsOfExperience)}</p>
        </div>
      </div>
      <p className="mt-3 text-small text-slate-700">{mentor.about}</p>
      {mentor.linkedin && (
        <a
          href={mentor.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`LinkedIn profile of ${mentor.name}`}
          className="mt-3 self-start text-small font-semibold text-indigo-700 underline"
        >
          LinkedIn
        </a>
      )}
    </li>
  );
}

/**
 * The published mentors' cards, and the same people as the Course's instructors in JSON-LD
 * (merged with the prerendered Course by its @id). Only rendered with at least one mentor.
 */
export function MentorCards({ mentors }: { mentors: readonly PublicMentor[] }) {
  const instructors = courseInstructors(window.location.origin, mentors);
  return (
    <section aria-labelledby="mentors-title" className={sectionClass}>
      <h2 id="mentors-title" className={headingClass}>
        Meet your mentors
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* The cards carry no id; the list only changes as a whole, when it is fetched again. */}
        {mentors.map((mentor, index) => (
          <MentorCard key={`${index}:${mentor.name}`} mentor={mentor} />
        ))}
      </ul>
      {instructors && (
        <script
          type="application/ld+json"
          // Data, never run; `jsonLdText` escapes '<' so no text in it can close the element.
          dangerouslySetInnerHTML={{ __html: jsonLdText(instructors) }}
        />
      )}
    </section>
  );
}
