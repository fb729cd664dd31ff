/**
 * Eight weeks of page views for the demo sites, so the visit report and the home screen's figure are
 * lived-in: the daily figures only (what the reports read), with a weekly rhythm, slow growth and
 * the front page well ahead of the rest. Deterministic, so the demo looks the same every time.
 */
import { addDays, norwegianDay } from '@vev/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { pageViewDays, pageViewPageDays } from '../modules/page-views/schema';
import { pages } from '../modules/pages/schema';
import type { Database } from './client';

/** Days before today; today gets views too. */
export const demoPageViewDays = 56;
/** Monday to Sunday: people browse less at the weekend. */
const weekdayShare = [1.1, 1.05, 1, 1, 0.95, 0.7, 0.8];

/** A small linear congruential generator: the same figures on every seed. */
function figures(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedDemoPageViews(db: Database, sitesWithBase: readonly { siteId: string; daily: number }[]) {
  const today = norwegianDay();
  for (const [index, { siteId, daily }] of sitesWithBase.entries()) {
    const top = await db
      .select({ slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), isNull(pages.parentId)))
      .orderBy(pages.slug)
      .limit(8);
    const paths = ['/', ...top.map((page) => `/${page.slug}`).filter((path) => path !== '/index')];
    const random = figures(index + 7);
    const days = [];
    const pageDays = [];
    for (let back = demoPageViewDays; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
      const growth = 1 + (demoPageViewDays - back) / (demoPageViewDays * 2);
      // Today is under way: about half a day's views so far.
      const sofar = back === 0 ? 0.5 : 1;
      const views = Math.round(daily * growth * sofar * (weekdayShare[weekday] ?? 1) * (0.8 + random() * 0.4));
      days.push({ siteId, day, views, visitors: Math.round(views / (2 + random())) });
      // The front page takes about a third; the others share the rest, each about half the one before.
      let left = views;
      for (const [rank, path] of paths.entries()) {
        const share = rank === paths.length - 1 ? left : Math.round(left * (rank === 0 ? 0.35 : 0.45 + random() * 0.1));
        if (share > 0) pageDays.push({ siteId, day, path, views: share });
        left -= share;
      }
    }
    await db.insert(pageViewDays).values(days);
    await db.insert(pageViewPageDays).values(pageDays);
  }
}
