import { eq, or } from 'drizzle-orm';
import type { ContractKind, ContractProduct, ContractProductInput, ContractProductUpdate, Fee } from '@patrimo/shared';
import { findInstitution, findProduct, INSTITUTIONS, productMatches, type Institution, type ProductFilter } from '../banks/catalogue';
import { slugify } from '../banks/text';
import type { Database } from '../db/client';
import { catalogueProducts } from '../db/schema';
import { fieldErrors, notFound } from '../http/errors';
import { hasNul, storableEuros } from './storable';

/**
 * The product catalogue as the API serves it: the code's products (`banks/catalogue.ts`) with advisors' edits
 * laid over them, plus the products savers declared (table `catalogue_products`). The table holds only those
 * rows, so every read is the static list plus one small query.
 */

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
  };
}

/** The code's product with its override row, if any. */
function withOverride(product: ContractProduct, overrides: ReadonlyMap<string, Row>): ContractProduct {
  const row = overrides.get(product.id);
  return row ? toProduct(row, findInstitution(product.bankId), product.investmentsCount) : product;
}

async function rowsOf(db: Reader, bankId: string | undefined): Promise<Row[]> {
  const query = db.select().from(catalogueProducts);
  const rows = await (bankId === undefined ? query : query.where(eq(catalogueProducts.bankId, bankId)));
  // Declared products after the code's, oldest first: the range order of an institution stays stable.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Every product of one institution (its range, edited, then the declared ones). */
export async function institutionProducts(db: Reader, institution: Institution): Promise<ContractProduct[]> {
  const rows = await rowsOf(db, institution.id);
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
export async function filterCatalogue(db: Reader, filter: ProductFilter): Promise<ContractProduct[]> {
  const rows = await rowsOf(db, filter.bankId);
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

/** A product by its id or public address, edited or declared ones included; undefined when none. */
export async function findCatalogueProduct(db: Reader, idOrUrl: string): Promise<ContractProduct | undefined> {
  // PostgreSQL text cannot hold U+0000: no product has it, and the query would fail.
  if (hasNul(idOrUrl)) return undefined;
  const fromCode = findProduct(idOrUrl);
  const where = fromCode
    ? eq(catalogueProducts.id, fromCode.id)
    : UUID.test(idOrUrl)
      ? or(eq(catalogueProducts.id, idOrUrl.toLowerCase()), eq(catalogueProducts.url, idOrUrl))
      : eq(catalogueProducts.url, idOrUrl);
  const [row] = await db.select().from(catalogueProducts).where(where).limit(1);
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

/**
 * POST /banks/{bankId}/contracts: a product a saver (or an advisor) says the institution sells and the
 * catalogue lacks. 404 for an unknown institution; 400 `contract.name: taken` when the institution already has a
 * product of that name (case, accents and punctuation ignored), declared or not. Its public address is the
 * institution's id and the name's slug, numbered when another product already has it.
 */
export async function declareProduct(db: Writer, input: { bankId: string; contract: ContractProductInput; userId: string; now: Date }): Promise<ContractProduct> {
  const institution = findInstitution(input.bankId);
  if (!institution) throw notFound();
  const { contract } = input;
  assertStorable(contract);
  assertNameFree(await institutionProducts(db, institution), contract.name, undefined);

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
        editedByUserId: input.userId,
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
 * PUT /contracts/{id}: an advisor's edit of a catalogue product, any field of the update given. A code product
 * gets an override row (a full copy, edited), a declared one is edited in place; the public address never
 * changes, so that links keep working. 404 for an unknown product; 400 `contract.name: taken` as for a declaration.
 */
export async function editProduct(db: Writer, input: { id: string; update: ContractProductUpdate; userId: string; now: Date }): Promise<ContractProduct> {
  const current = await findCatalogueProduct(db, input.id);
  // The path names a product by id only: its public address is for reading.
  if (!current || current.id !== input.id.toLowerCase()) throw notFound();
  const institution = findInstitution(current.bankId);
  const { update } = input;
  assertStorable(update);
  if (update.name !== undefined && institution) assertNameFree(await institutionProducts(db, institution), update.name, current.id);

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
    editedByUserId: input.userId,
    updatedAt: input.now,
  };
  try {
    const [row] = await db
      .insert(catalogueProducts)
      .values({ ...values, id: current.id, source: findProduct(current.id) ? 'override' : 'declared', bankId: current.bankId, url: current.url, createdAt: input.now })
      .onConflictDoUpdate({ target: catalogueProducts.id, set: values })
      .returning();
    if (!row) throw new Error('catalogue product upsert returned no row');
    return toProduct(row, institution, current.investmentsCount);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ 'contract.name': ['taken'] });
    throw error;
  }
}
