/**
 * Splits tests across labs: each round takes the lab that offers the most remaining tests (ties:
 * better rating, then name), so a checkout makes as few orders as possible. A lab nobody has rated
 * yet (rating null) ranks below any rated lab in a tie.
 */
export type LabOffer = { labId: string; labName: string; rating: number | null; testIds: ReadonlySet<string> };

const rank = (rating: number | null) => rating ?? Number.NEGATIVE_INFINITY;

export function routeTestsToLabs(testIds: readonly string[], offers: readonly LabOffer[]) {
  const remaining = new Set(testIds);
  const plan: { labId: string; labName: string; testIds: string[] }[] = [];
  while (remaining.size > 0) {
    let best: { offer: LabOffer; covers: string[] } | null = null;
    for (const offer of offers) {
      const covers = [...remaining].filter((id) => offer.testIds.has(id));
      if (covers.length === 0) continue;
      const better =
        !best ||
        covers.length > best.covers.length ||
        (covers.length === best.covers.length &&
          (rank(offer.rating) > rank(best.offer.rating) || (rank(offer.rating) === rank(best.offer.rating) && offer.labName < best.offer.labName)));
      if (better) best = { offer, covers };
    }
    if (!best) return { plan, unroutable: [...remaining] };
    plan.push({ labId: best.offer.labId, labName: best.offer.labName, testIds: best.covers });
    for (const id of best.covers) remaining.delete(id);
  }
  return { plan, unroutable: [] as string[] };
}
