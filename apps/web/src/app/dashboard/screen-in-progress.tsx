/** A dashboard screen whose feature has not landed yet: its title and an honest line. */
export function ScreenInProgress({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">This screen is being built.</p>
    </section>
  );
}
