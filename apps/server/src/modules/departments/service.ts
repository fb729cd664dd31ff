/** A site's departments: sites of their own (`departmentOf`), created and renamed from the parent. */
import {
  type Department,
  type DepartmentCreate,
  type DepartmentUpdate,
  departmentCreateSchema,
  departmentMessages,
  departmentUpdateSchema,
  siteSettingsSchema,
} from '@vev/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { AppError, notFound } from '../../platform/errors';
import { type MediaContext, removeStoredFiles } from '../media/service';
import { insertSiteWithFreeName } from '../sites/create-site';
import { deleteSiteRows } from '../sites/delete-site';

type SiteRow = typeof sites.$inferSelect;

const toDepartment = (row: SiteRow): Department => ({
  _id: row.id,
  name: row.name,
  displayName: row.displayName,
  notificationEmail: siteSettingsSchema.parse(row.settings).notificationEmail,
  hasEcommerce: row.hasEcommerce,
  createdAt: row.createdAt.toISOString(),
});

const departmentOf = (parentId: string, id: string) => and(eq(sites.id, id), eq(sites.departmentOf, parentId));

export async function listDepartments(
  db: Database,
  parentId: string,
  query: { skip: number; limit: number; text?: string | undefined },
): Promise<Department[]> {
  const text = query.text?.trim().toLocaleLowerCase('nb');
  const rows = await db
    .select()
    .from(sites)
    .where(
      and(
        eq(sites.departmentOf, parentId),
        text ? sql`lower(${sites.displayName}) LIKE ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      ),
    )
    .orderBy(asc(sites.displayName), asc(sites.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toDepartment);
}

export async function getDepartment(db: Database, parentId: string, id: string): Promise<Department> {
  const [row] = await db.select().from(sites).where(departmentOf(parentId, id));
  if (!row) throw notFound();
  return toDepartment(row);
}

/**
 * A new site that reads the parent's content, named after its display name, selling when the
 * parent sells; the admin who creates it becomes its administrator.
 */
export async function createDepartment(
  db: Database,
  input: { siteId: string; userId: string; department: DepartmentCreate },
): Promise<Department> {
  const department = departmentCreateSchema.parse(input.department);
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(sites).where(eq(sites.id, input.siteId));
    if (!parent) throw notFound();
    if (parent.departmentOf) throw new AppError(409, 'conflict', departmentMessages.nested);
    const row = await insertSiteWithFreeName(tx, {
      displayName: department.displayName,
      nameless: 'avdeling',
      values: {
        hasEcommerce: parent.hasEcommerce,
        departmentOf: parent.id,
        settings: { notificationEmail: department.notificationEmail },
      },
    });
    await tx.insert(memberships).values({ siteId: row.id, userId: input.userId, permission: 'admin' });
    return toDepartment(row);
  });
}

export async function updateDepartment(
  db: Database,
  input: { siteId: string; id: string; update: DepartmentUpdate },
): Promise<Department> {
  const update = departmentUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const settings = update.notificationEmail === undefined ? {} : { notificationEmail: update.notificationEmail };
    const [row] = await tx
      .update(sites)
      .set({
        ...(update.displayName === undefined ? {} : { displayName: update.displayName }),
        settings: sql`${sites.settings} || ${JSON.stringify(settings)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(departmentOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    // The department's own lists and reports name it.
    await domainsChanged(tx, row.id, ['settings']);
    return toDepartment(row);
  });
}

/**
 * Deletes the department with everything in it (pages, templates, media, members, settings …);
 * its members lose access at once. The parent's content it read is the parent's, and stays.
 */
export async function deleteDepartment(media: MediaContext, input: { siteId: string; id: string }): Promise<void> {
  const deleted = await media.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: sites.id }).from(sites).where(departmentOf(input.siteId, input.id));
    if (!row) throw notFound();
    return deleteSiteRows(tx, row.id);
  });
  await removeStoredFiles(media, deleted.files);
}
