import { describe, expect, it } from 'vitest';
import { faqs } from '../features/home/content.ts';
import { courseInstructors } from '../features/program/course-instructors.ts';
import {
  course,
  faqPage,
  jsonLdScript,
  organization,
  structuredDataFor,
  type JsonLd,
} from './structured-data.ts';

const ORIGIN = 'https://launchpad.example';

/**
 * What schema.org and the search engines' structured-data guidelines require of each type we
 * publish (required, not merely recommended), and which properties schema.org defines for it: a
 * property outside that list is a typo or an invented one.
 */
const vocabulary: Record<string, { required: string[]; allowed: string[] }> = {
  Organization: {
    required: ['name', 'url', 'logo'],
    allowed: ['@id', 'description', 'foundingDate', 'email', 'sameAs'],
  },
  Course: {
    required: ['name', 'description', 'provider', 'offers', 'hasCourseInstance'],
    allowed: ['@id', 'url', 'inLanguage', 'syllabusSections'],
  },
  CourseInstance: {
    required: ['courseMode'],
    allowed: ['courseWorkload', 'courseSchedule'],
  },
  Schedule: { required: ['repeatFrequency'], allowed: ['repeatCount', 'byDay'] },
  Syllabus: { required: ['name'], allowed: ['description'] },
  Offer: {
    required: ['category', 'price', 'priceCurrency'],
    allowed: ['url', 'availability'],
  },
  FAQPage: { required: ['mainEntity'], allowed: [] },
  Question: { required: ['name', 'acceptedAnswer'], allowed: [] },
  Answer: { required: ['text'], allowed: [] },
  Person: { required: ['name'], allowed: ['jobTitle', 'image', 'sameAs', 'description'] },
};

/** Every problem in a JSON-LD tree, by path; an empty list means it is valid. */
function problems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => problems(item, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const object = node as JsonLd;
  const type = object['@type'];
  const found: string[] = [];
  if (typeof type === 'string') {
    const rules = vocabulary[type];
    if (!rules) return [`${path}: unexpected type ${type}`];
    // A nested node of only @id, @type and name refers to the full node elsewhere (the
    // Course's provider is the Organization): its properties are checked there.
    const isReference =
      path !== '$' && Object.keys(object).every((key) => ['@id', '@type', 'name'].includes(key));
    for (const key of isReference ? [] : rules.required) {
      const value = object[key];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
        found.push(`${path}: ${type} lacks ${key}`);
      }
    }
    for (const key of Object.keys(object)) {
      if (['@context', '@type'].includes(key)) continue;
      if (!rules.required.includes(key) && !rules.allowed.includes(key)) {
        found.push(`${path}: ${type} has no property ${key}`);
      }
    }
  }
  for (const [key, value] of Object.entries(object)) {
    found.push(...problems(value, `${path}.${key}`));
  }
  return found;
}

describe('structured data of the public pages', () => {
  it.each(['home', 'program', 'about', 'contact'])(
    'the %s page carries only valid schema.org data',
    (page) => {
      const data = structuredDataFor(page, ORIGIN);
      expect(data.length).toBeGreaterThan(0);
      for (const item of data) {
        expect(item['@context']).toBe('https://schema.org');
        expect(problems(item)).toEqual([]);
      }
    },
  );

  it('the validator finds a missing required property and an invented one', () => {
    const broken = { ...organization(ORIGIN), logo: undefined, slogan: 'x' };
    expect(problems(broken)).toEqual([
      '$: Organization lacks logo',
      '$: Organization has no property slogan',
    ]);
    const offerless = { ...course(ORIGIN), offers: undefined };
    expect(problems(offerless)).toContain('$: Course lacks offers');
  });

  it('offers the program at its price in rupees, online', () => {
    const data = course(ORIGIN);
    expect(data.offers).toMatchObject({ price: 1200, priceCurrency: 'INR', category: 'Paid' });
    expect(data.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: 'Online' })]);
    expect(data.provider).toMatchObject({ '@id': `${ORIGIN}/#organization` });
  });

  it('claims no start date: batches are known at run time, this data at build time', () => {
    const [instance] = course(ORIGIN).hasCourseInstance as JsonLd[];
    expect(instance).not.toHaveProperty('startDate');
  });

  it('answers the FAQ with the questions and answers the home page shows', () => {
    const entities = faqPage().mainEntity as JsonLd[];
    expect(entities.map((q) => q.name)).toEqual(faqs.map((faq) => faq.question));
    expect(entities.map((q) => (q.acceptedAnswer as JsonLd).text)).toEqual(
      faqs.map((faq) => faq.answer),
    );
  });

  it("names the program page's mentors as valid Persons of the same Course, by its @id", () => {
    const mentor = {
      name: 'Asha Verma',
      role: 'Senior frontend engineer at Acme',
      yearsOfExperience: 9,
      about: 'I have shipped React apps to millions of people.',
      linkedin: 'https://www.linkedin.com/in/asha',
      photoUrl: '/uploads/asha.webp',
    };
    const data = courseInstructors(ORIGIN, [
      mentor,
      { ...mentor, linkedin: null, photoUrl: null },
    ])!;
    expect(data['@id']).toBe(course(ORIGIN)['@id']);
    // Only the instructors: the rest of the Course is the prerendered node they merge with.
    expect(problems(data.instructor, '$.instructor')).toEqual([]);
  });

  it('writes a script element that no text in the data can close', () => {
    const html = jsonLdScript({ '@type': 'Answer', text: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('<')))).toEqual({
      '@type': 'Answer',
      text: '</script><script>alert(1)</script>',
    });
  });
});
