import {
  enrollmentStatuses,
  leadTypes,
  peopleSorts,
  type PeopleFilterInput,
  type PeopleSort,
  statusLabel,
} from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../router/index.ts';
import { SelectField, TextField } from '../../components/ui/form-field.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { cleanFilter, peopleExportUrl, peopleQuery } from './api/list-people.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { adminPersonPath } from './labels.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

const FILTER_KEYS = ['q', 'type', 'status', 'batchId', 'from', 'to', 'sort'] as const;
type FilterForm = Record<(typeof FILTER_KEYS)[number], string>;

const sortLabels: Record<PeopleSort, string> = {
  newest: 'Latest activity first',
  oldest: 'Oldest activity first',
  name: 'Name (A to Z)',
};
const typeLabels = { enrollment: 'Enrollment requests', contact: 'Contact messages' } as const;

function formOf(params: URLSearchParams): FilterForm {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterForm;
}

/** The filter in the address (so a reload, a link or Back keeps it), without its empty parts. */
export const filterOf = (params: URLSearchParams): PeopleFilterInput =>
  cleanFilter(formOf(params) as PeopleFilterInput);

/**
 * The team inbox by person: a search and filters (kept in the address), the people of the
 * filter 50 at a time with 'Load more', and the same filter as a CSV file.
 */
export function PeopleList({ filter }: { filter: PeopleFilterInput }) {
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<FilterForm>(() => formOf(params));
  // Where each page shown starts: '' for the first, then each 'Load more' adds the last nextCursor.
  const [cursors, setCursors] = useState<string[]>(['']);
  const first = useQuery(peopleQuery(filter, ''));
  const last = useQuery(peopleQuery(filter, cursors.at(-1)!));
  const nextCursor = last.data?.nextCursor;

  // The navigations below are not awaited: a page that fails to load does not reject them, the
  // router shows the failure at its route (router.ts, load).
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void setParams(cleanFilter(form as PeopleFilterInput) as Record<string, string>);
  }
  function clear() {
    const empty = formOf(new URLSearchParams());
    setForm(empty);
    void setParams({});
  }
  const control = (key: keyof FilterForm) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [key]: event.target.value })),
  });

  return (
    <section aria-label="People" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">People</h2>
        <a href={peopleExportUrl(filter)} download className={buttonStyles.secondary}>
          Export CSV
        </a>
      </div>
      <form
        role="search"
        aria-label="Search people"
        onSubmit={apply}
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <TextField
            label="Search"
            type="search"
            hint="Name, e-mail or a part of the phone number"
            {...control('q')}
          />
        </div>
        <SelectField label="Type" {...control('type')}>
          <option value="">All</option>
          {leadTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Pipeline status" {...control('status')}>
          <option value="">All</option>
          {enrollmentStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <TextField label="Batch number" inputMode="numeric" {...control('batchId')} />
        <TextField label="Active from" type="date" {...control('from')} />
        <TextField label="Active until" type="date" {...control('to')} />
        <SelectField label="Sort" {...control('sort')}>
          <option value="">{sortLabels.newest}</option>
          {peopleSorts
            .filter((sort) => sort !== 'newest')
            .map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
        </SelectField>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonStyles.primary}>
            Search
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={clear}>
            Clear filters
          </button>
        </div>
      </form>

      {first.isPending && <p className="mt-6 text-slate-700">Loading people…</p>}
      {last.isError && <LoadFailed what="The people" query={last} className="mt-6" />}
      {first.isSuccess &&
        (first.data.people.length === 0 ? (
          <p className="mt-6 text-slate-700">No one matches this search.</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">People matching the search</caption>
              <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Leads
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last activity
                  </th>
                </tr>
              </thead>
              {cursors.map((cursor) => (
                <PageRows key={cursor} filter={filter} cursor={cursor} />
              ))}
            </table>
          </div>
        ))}
      {(nextCursor || (last.isPending && cursors.length > 1)) && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          disabled={last.isPending}
          onClick={() => nextCursor && setCursors((shown) => [...shown, nextCursor])}
        >
          {last.isPending ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}

/** The rows of one page (a table may have a body per page), once it has loaded. */
function PageRows({ filter, cursor }: { filter: PeopleFilterInput; cursor: string }) {
  const page = useQuery(peopleQuery(filter, cursor));
  return (
    <tbody className="divide-y divide-slate-200 border-t border-slate-200">
      {page.data?.people.map((person) => (
        <tr key={person.id}>
          <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
            <Link to={adminPersonPath(person.id)} className="text-indigo-700 underline">
              {person.name}
            </Link>
          </th>
          <td className="px-4 py-3 break-all text-slate-800">{person.email}</td>
          <td className="px-4 py-3 text-slate-800">{person.phone ?? '—'}</td>
          <td className="px-4 py-3 text-slate-800">
            {leadCounts(person.enrollmentCount, person.contactCount)}
          </td>
          <td className="px-4 py-3 text-slate-800">
            {person.status ? statusLabel(person.status) : '—'}
            {person.batchId !== null && ` · batch ${person.batchId}`}
          </td>
          <td className="px-4 py-3 text-slate-700">
            <time dateTime={person.lastActivityAt}>{formatDateTime(person.lastActivityAt)}</time>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function leadCounts(enrollments: number, contacts: number): string {
  const parts = [];
  if (enrollments > 0) parts.push(`${enrollments} request${enrollments === 1 ? '' : 's'}`);
  if (contacts > 0) parts.push(`${contacts} message${contacts === 1 ? '' : 's'}`);
  return parts.join(', ');
}
