import { program } from '../lib/program.ts';

/**
 * What a seat in the program includes (product rules §9), as a checklist card: beside the featured
 * program on the home page and in the program page's header, where it fills what was an empty
 * half at desktop widths.
 */
export function ProgramIncluded({ headingLevel }: { headingLevel: 'h2' | 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <div className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-5">
      <Heading className="font-semibold text-slate-900">What a seat includes</Heading>
      <ul className="mt-3 space-y-2 text-slate-700">
        {program.included.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-indigo-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
