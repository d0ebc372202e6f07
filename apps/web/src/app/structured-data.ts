import { faqs } from '../features/home/content.ts';
import { intro } from '../features/program/content.ts';
import { courseId, jsonLdText, type JsonLd } from '../lib/json-ld.ts';
import { paths } from '../lib/paths.ts';
import { modules, program } from '../lib/program.ts';
import { contactEmails, socialLinks } from '../lib/site.ts';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/use-document-title.ts';

/**
 * schema.org data (JSON-LD) for the prerendered public pages, so search engines and link previews
 * read the business, the program and the FAQ from the page itself. Built from the same content the
 * pages show: a fact changed there changes here. `origin` is PUBLIC_URL's origin (at build time a
 * placeholder the server fills in).
 */
export type { JsonLd };

export function organization(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    description: SITE_DESCRIPTION,
    foundingDate: '2025-03',
    email: contactEmails[0],
    sameAs: socialLinks.map((link) => link.href),
  };
}

/**
 * The program as a Course with its price, run as a CourseInstance (online, 5 live classes a week).
 * No start date: batches are the team's, known only when the page asks the server (after
 * hydration), while this data is written at build time.
 */
export function course(origin: string): JsonLd {
  const url = `${origin}${paths.program}`;
  const instance: JsonLd = {
    '@type': 'CourseInstance',
    courseMode: 'Online',
    courseWorkload: `P${program.weeks}W`,
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      repeatCount: program.weeks,
      byDay: [
        'https://schema.org/Monday',
        'https://schema.org/Tuesday',
        'https://schema.org/Wednesday',
        'https://schema.org/Thursday',
        'https://schema.org/Friday',
      ],
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': courseId(origin),
    name: program.title,
    description: intro,
    url,
    inLanguage: 'en-IN',
    provider: { '@id': `${origin}/#organization`, '@type': 'Organization', name: SITE_NAME },
    syllabusSections: modules.map((module) => ({
      '@type': 'Syllabus',
      name: module.title,
      description: module.points.join('; '),
    })),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: program.priceRupees,
      priceCurrency: 'INR',
      url,
      availability: 'https://schema.org/InStock',
    },
    hasCourseInstance: [instance],
  };
}

export function faqPage(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** What each prerendered page carries, by its file name (see prerender.tsx). */
export function structuredDataFor(page: string, origin: string): JsonLd[] {
  switch (page) {
    case 'home':
      return [organization(origin), course(origin), faqPage()];
    case 'program':
      return [course(origin)];
    case 'about':
    case 'contact':
      return [organization(origin)];
    default:
      return [];
  }
}

/** A <script type="application/ld+json"> element, escaped by `jsonLdText`'s rule. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}
