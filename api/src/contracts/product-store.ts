import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { ContractKind, ContractProduct, ContractProductInput, ContractProductUpdate, Fee } from '@patrimo/shared';
import { findInstitution, findProduct, INSTITUTIONS, productMatches, type Institution, type ProductFilter } from '../banks/catalogue';
import { slugify } from '../banks/text';
import type { Database } from '../db/client';
import { catalogueProducts } from '../db/schema';
import { fieldErrors, notFound } from '../http/errors';
import { cleanLine, cleanParagraphs } from '../lib/clean-text';
import { hasNul, storableEuros } from './storable';

/**
 * The product catalogue as the API serves it: the code's products (`banks/catalogue.ts`) with advisors' edits
 * laid over them, plus the products savers declared (table `catalogue_products`). The table holds only those
 * rows, so every read is the static list plus one small query.
 *
 * A declared product awaits review: until an advisory firm admin publishes it, only its author and the admins
 * see it (every read takes the viewer); everybody else, anonymous readers of the public card included, sees
 * published products only. An admin's own declaration is published at once.
 */

/** Who reads the catalogue: null for an anonymous reader. */
export interface CatalogueViewer {
  userId: string;
  /** An advisory firm admin: sees the products awaiting review and publishes them. */
  reviewer: boolean;
}

type ViewerAuth = { user: { id: string; isAdmin: boolean } };

/** The viewer of a signed-in caller (`request.auth`), or null for an anonymous one. */
export function catalogueViewer(auth: ViewerAuth): CatalogueViewer;
export function catalogueViewer(auth: ViewerAuth | null): CatalogueViewer | null;
export function catalogueViewer(auth: ViewerAuth | null): CatalogueViewer | null {
  return auth ? { userId: auth.user.id, reviewer: auth.user.isAdmin } : null;
}

/** The rows the viewer may see: published ones, and their own declarations or all of them for a reviewer. */
function visibleTo(viewer: CatalogueViewer | null): SQL | undefined {
  if (viewer?.reviewer) return undefined;
  if (!viewer) return isNotNull(catalogueProducts.publishedAt);
  return or(isNotNull(catalogueProducts.publishedAt), eq(catalogueProducts.declaredByUserId, viewer.userId));
}

type Row = typeof catalogueProducts.$inferSelect;
type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses what the table cannot store, each on its wire field: U+0000 in a text, a minimum deposit past
 * `numeric(16,2)`, a euro-fund rate beyond ±100 % (a yearly rate, and past `numeric(8,6)` from 100 up).
 */
function assertStorable(contract: ContractProductUpdate): void {
  const errors: Record<string, ['invalid' | 'out_of_range']> = {};
  if (contract.minimumDeposit != null && !storableEuros(contract.minimumDeposit)) errors['contract.minimum_deposit'] = ['out_of_range'];
  if (contract.euroFundRate != null && Math.abs(contract.euroFundRate) > 1) errors['contract.euro_fund_rate'] = ['out_of_range'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** When the name leaves nothing once accents and punctuation are gone, the address still needs a word. */
const FALLBACK_SLUG = 'produit';

function toProduct(row: Row, institution: Institution | undefined, investmentsCount = 0): ContractProduct {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    bankId: row.bankId,
    bankName: institution?.name ?? row.bankId,
    kind: row.kind as ContractKind,
    description: row.description,
    fees: row.fees as Fee[],
    minimumDeposit: row.minimumDeposit,
    euroFundRate: row.euroFundRate,
    investmentsCount,
    published: row.publishedAt !== null,
  };
}

/** The code's product with its override row, if any. */
function withOverride(product: ContractProduct, overrides: ReadonlyMap<string, Row>): ContractProduct {
  const row = overrides.get(product.id);
  return row ? toProduct(row, findInstitution(product.bankId), product.investmentsCount) : product;
}

async function rowsOf(db: Reader, bankId: string | undefined, viewer: CatalogueViewer | null): Promise<Row[]> {
  const rows = await db
    .select()
    .from(catalogueProducts)
    .where(and(bankId === undefined ? undefined : eq(catalogueProducts.bankId, bankId), visibleTo(viewer)));
  // Declared products after the code's, oldest first: the range order of an institution stays stable.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Every product of one institution the viewer may see (its range, edited, then the declared ones). */
export async function institutionProducts(db: Reader, institution: Institution, viewer: CatalogueViewer | null): Promise<ContractProduct[]> {
  const rows = await rowsOf(db, institution.id, viewer);
  const overrides = new Map(rows.filter((row) => row.source === 'override').map((row) => [row.id, row]));
  return [
    ...institution.products.map((item) => withOverride(item.product, overrides)),
    ...rows.filter((row) => row.source === 'declared').map((row) => toProduct(row, institution)),
  ];
}

/**
 * The catalogue filtered as GET /contracts asks (institution, kind, words of the product's or institution's
 * name): institutions in alphabetical order, each with its range then its declared products.
 */
export async function filterCatalogue(db: Reader, filter: ProductFilter, viewer: CatalogueViewer | null): Promise<ContractProduct[]> {
  const rows = await rowsOf(db, filter.bankId, viewer);
  const overrides = new Map(rows.filter((row) => row.source === 'override').map((row) => [row.id, row]));
  const declared = new Map<string, ContractProduct[]>();
  for (const row of rows.filter((item) => item.source === 'declared')) {
    const list = declared.get(row.bankId) ?? [];
    list.push(toProduct(row, findInstitution(row.bankId)));
    declared.set(row.bankId, list);
  }
  // Edited names and kinds must be filtered as edited: filter the merged products, not the code's.
  const keep = (product: ContractProduct) => productMatches(product, filter);
  const institutions = filter.bankId === undefined ? INSTITUTIONS : INSTITUTIONS.filter((item) => item.id === filter.bankId);
  return institutions.flatMap((institution) =>
    [...institution.products.map((item) => withOverride(item.product, overrides)), ...(declared.get(institution.id) ?? [])].filter(keep),
  );
}

/** A product the viewer may see, by its id or public address, edited or declared ones included; undefined when none. */
export async function findCatalogueProduct(db: Reader, idOrUrl: string, viewer: CatalogueViewer | null): Promise<ContractProduct | undefined> {
  // PostgreSQL text cannot hold U+0000: no product has it, and the query would fail.
  if (hasNul(idOrUrl)) return undefined;
  const fromCode = findProduct(idOrUrl);
  const where = fromCode
    ? eq(catalogueProducts.id, fromCode.id)
    : UUID.test(idOrUrl)
      ? or(eq(catalogueProducts.id, idOrUrl.toLowerCase()), eq(catalogueProducts.url, idOrUrl))
      : eq(catalogueProducts.url, idOrUrl);
  const [row] = await db.select().from(catalogueProducts).where(and(where, visibleTo(viewer))).limit(1);
  if (fromCode) return row ? toProduct(row, findInstitution(fromCode.bankId), fromCode.investmentsCount) : fromCode;
  return row ? toProduct(row, findInstitution(row.bankId)) : undefined;
}

/** The name's key: two names with the same key are the same product name at one institution. */
function nameKeyOf(name: string): string {
  return slugify(name);
}

function assertNameFree(products: readonly ContractProduct[], name: string, exceptId: string | undefined): void {
  const key = nameKeyOf(name);
  if (products.some((product) => product.id !== exceptId && nameKeyOf(product.name) === key)) throw fieldErrors({ 'contract.name': ['taken'] });
}

async function urlTaken(db: Reader, url: string): Promise<boolean> {
  if (findProduct(url)) return true;
  return (await db.select({ id: catalogueProducts.id }).from(catalogueProducts).where(eq(catalogueProducts.url, url)).limit(1)).length > 0;
}

/** Whether a database error is a unique-constraint violation (23505), on PostgreSQL and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The product's free texts cleaned (`lib/clean-text.ts`); a name left empty is `contract.name: blank`. */
function cleaned<T extends ContractProductUpdate>(contract: T): T {
  const next = { ...contract };
  if (contract.name !== undefined) {
    next.name = cleanLine(contract.name);
    if (next.name === '') throw fieldErrors({ 'contract.name': ['blank'] });
  }
  if (contract.description != null) next.description = cleanParagraphs(contract.description) || null;
  return next;
}

/**
 * POST /banks/{bankId}/contracts: a product a saver (or an advisor) says the institution sells and the
 * catalogue lacks. It awaits review, seen by its author and the admins only, unless the author is an admin
 * (published at once). 404 for an unknown institution; 400 `contract.name: taken` when the institution already
 * has a product of that name among the published ones and the author's own (case, accents and punctuation
 * ignored). Its public address is the institution's id and the name's slug, numbered when another product
 * already has it. Name and description are cleaned of control and bidirectional characters first.
 */
export async function declareProduct(
  db: Writer,
  input: { bankId: string; contract: ContractProductInput; viewer: CatalogueViewer; now: Date },
): Promise<ContractProduct> {
  const institution = findInstitution(input.bankId);
  if (!institution) throw notFound();
  const contract = cleaned(input.contract);
  assertStorable(contract);
  const { viewer } = input;
  // An admin's product is published at once: it competes with the published names only.
  assertNameFree(await institutionProducts(db, institution, viewer.reviewer ? null : { ...viewer, reviewer: false }), contract.name, undefined);

  const base = `${institution.id}-${nameKeyOf(contract.name) || FALLBACK_SLUG}`;
  let url = base;
  for (let suffix = 2; await urlTaken(db, url); suffix += 1) url = `${base}-${suffix}`;
  try {
    const [row] = await db
      .insert(catalogueProducts)
      .values({
        source: 'declared',
        bankId: institution.id,
        url,
        name: contract.name,
        nameKey: nameKeyOf(contract.name),
        kind: contract.kind,
        description: contract.description ?? null,
        fees: contract.fees ?? [],
        minimumDeposit: contract.minimumDeposit ?? null,
        editedByUserId: viewer.userId,
        declaredByUserId: viewer.userId,
        publishedAt: viewer.reviewer ? input.now : null,
        publishedByUserId: viewer.reviewer ? viewer.userId : null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('catalogue product insert returned no row');
    return toProduct(row, institution);
  } catch (error) {
    // Two declarations of one name at once: the unique index decides, the loser hears « taken ».
    if (isUniqueViolation(error)) throw fieldErrors({ 'contract.name': ['taken'] });
    throw error;
  }
}

/**
 * PUT /contracts/{id}: an advisor's edit of a catalogue product they can see (a product awaiting review: admins
 * only), any field of the update given. A code product gets an override row (a full copy, edited, published), a
 * declared one is edited in place and keeps its review state; the public address never changes, so that links
 * keep working. 404 for an unknown product; 400 `contract.name: taken` when a published product of the
 * institution has that name.
 */
export async function editProduct(
  db: Writer,
  input: { id: string; update: ContractProductUpdate; viewer: CatalogueViewer; now: Date },
): Promise<ContractProduct> {
  const current = await findCatalogueProduct(db, input.id, input.viewer);
  // The path names a product by id only: its public address is for reading.
  if (!current || current.id !== input.id.toLowerCase()) throw notFound();
  const institution = findInstitution(current.bankId);
  const update = cleaned(input.update);
  assertStorable(update);
  if (update.name !== undefined && institution) assertNameFree(await institutionProducts(db, institution, null), update.name, current.id);

  const next: ContractProduct = {
    ...current,
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.kind !== undefined ? { kind: update.kind } : {}),
    ...(update.description !== undefined ? { description: update.description } : {}),
    ...(update.fees !== undefined ? { fees: update.fees } : {}),
    ...(update.minimumDeposit !== undefined ? { minimumDeposit: update.minimumDeposit } : {}),
    ...(update.euroFundRate !== undefined ? { euroFundRate: update.euroFundRate } : {}),
  };
  const values = {
    name: next.name,
    nameKey: nameKeyOf(next.name),
    kind: next.kind,
    description: next.description,
    fees: next.fees,
    minimumDeposit: next.minimumDeposit,
    euroFundRate: next.euroFundRate,
    editedByUserId: input.viewer.userId,
    updatedAt: input.now,
  };
  try {
    const [row] = await db
      .insert(catalogueProducts)
      .values({
        ...values,
        id: current.id,
        source: findProduct(current.id) ? 'override' : 'declared',
        bankId: current.bankId,
        url: current.url,
        // Only a code product can be new here (its first edit): the code's range is published.
        publishedAt: input.now,
        createdAt: input.now,
      })
      .onConflictDoUpdate({ target: catalogueProducts.id, set: values })
      .returning();
    if (!row) throw new Error('catalogue product upsert returned no row');
    return toProduct(row, institution, current.investmentsCount);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ 'contract.name': ['taken'] });
    throw error;
  }
}

/**
 * POST /contracts/{id}/publish: an advisory firm admin publishes a declared product after review; from then on
 * everybody sees it. Publishing a published product (or one of the code's range) gives it back unchanged.
 * 404 for an unknown id; 400 `contract.name: taken` when a published product of the institution already has
 * its name (two savers declared the same product: publish one, edit or leave the other).
 */
export async function publishProduct(db: Writer, input: { id: string; viewer: CatalogueViewer; now: Date }): Promise<ContractProduct> {
  const current = await findCatalogueProduct(db, input.id, input.viewer);
  if (!current || current.id !== input.id.toLowerCase()) throw notFound();
  if (current.published) return current;
  const institution = findInstitution(current.bankId);
  if (institution) assertNameFree(await institutionProducts(db, institution, null), current.name, current.id);
  try {
    const [row] = await db
      .update(catalogueProducts)
      .set({ publishedAt: input.now, publishedByUserId: input.viewer.userId, updatedAt: input.now })
      .where(and(eq(catalogueProducts.id, current.id), isNull(catalogueProducts.publishedAt)))
      .returning();
    // Published meanwhile by another admin: give back what is stored.
    if (!row) return (await findCatalogueProduct(db, current.id, input.viewer)) ?? current;
    return toProduct(row, institution);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ 'contract.name': ['taken'] });
    throw error;
  }
}
