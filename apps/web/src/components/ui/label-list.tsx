/** A row of pill labels, such as a program's 'New Launch' and 'For Beginners'. */
export function LabelList({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Labels">
      {labels.map((label) => (
        <li
          key={label}
          className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
