/** A row of headline figures (council summary). */
export function SummaryTiles({ tiles }: { tiles: { value: string; label: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col-reverse rounded-card bg-white p-6 text-center shadow-card ring-1 ring-brand-900/5"
        >
          <dt className="mt-1 text-sm font-medium text-ink-muted">{tile.label}</dt>
          <dd className="text-4xl font-extrabold text-brand-700">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
