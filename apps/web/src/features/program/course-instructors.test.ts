import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../lib/json-ld.ts';
import { courseInstructors, type PublicMentor } from './course-instructors.ts';

const ORIGIN = 'https://launchpad.example';

const asha: PublicMentor = {
  name: 'Asha Verma',
  role: 'Senior frontend engineer at Acme',
  yearsOfExperience: 9,
  about: 'I have shipped React apps to millions of people.',
  linkedin: 'https://www.linkedin.com/in/asha',
  photoUrl: '/uploads/asha.webp',
};

describe('courseInstructors', () => {
  it("names the mentors as the instructors of the prerendered Course, by the Course's @id", () => {
    expect(courseInstructors(ORIGIN, [asha])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      '@id': 'https://launchpad.example/frontend-launchpad#course',
      instructor: [
        {
          '@type': 'Person',
          name: 'Asha Verma',
          jobTitle: 'Senior frontend engineer at Acme',
          image: 'https://launchpad.example/uploads/asha.webp',
          sameAs: ['https://www.linkedin.com/in/asha'],
          description: 'I have shipped React apps to millions of people.',
        },
      ],
    });
  });

  it('leaves out a missing photo and LinkedIn rather than writing them empty', () => {
    const [person] = courseInstructors(ORIGIN, [{ ...asha, photoUrl: null, linkedin: null }])!
      .instructor as Record<string, unknown>[];
    expect(person).toEqual({
      '@type': 'Person',
      name: 'Asha Verma',
      jobTitle: 'Senior frontend engineer at Acme',
      description: 'I have shipped React apps to millions of people.',
    });
  });

  it("keeps a provider's photo address as it is", () => {
    const photoUrl = 'https://lh3.googleusercontent.com/a/photo=s96-c';
    const [person] = courseInstructors(ORIGIN, [{ ...asha, photoUrl }])!.instructor as Record<
      string,
      unknown
    >[];
    expect(person!.image).toBe(photoUrl);
  });

  it('keeps every mentor, in the order the server gave', () => {
    const ravi = { ...asha, name: 'Ravi Iyer', photoUrl: null };
    const data = courseInstructors(ORIGIN, [asha, ravi])!;
    expect((data.instructor as { name: string }[]).map((person) => person.name)).toEqual([
      'Asha Verma',
      'Ravi Iyer',
    ]);
  });

  it('invents no one: no mentor, no data', () => {
    expect(courseInstructors(ORIGIN, [])).toBeNull();
  });

  it("writes text that no mentor's words can close the script element with", () => {
    const about = 'I teach </script><script>alert(1)</script> safely.';
    const text = jsonLdText(courseInstructors(ORIGIN, [{ ...asha, about }])!);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    const [person] = (JSON.parse(text) as { instructor: { description: string }[] }).instructor;
    expect(person!.description).toBe(about);
  });
});
