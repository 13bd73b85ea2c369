import { eq } from 'drizzle-orm';
import {
  hasProfileInfos,
  PROFILE_FIELDS,
  profileSchema,
  riskSurveySchema,
  type Profile,
  type ProfileInput,
  type RiskSurvey,
} from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';

/**
 * The saver's profile in storage (`user_profiles`, one row per saver once they first save it) and its
 * contract shape, shared by GET /users/me, GET /users/me/profile, the advisor's GET /users/{id}/profile and
 * PUT /users/{id}/profile so they always answer the same object.
 */

/** A stored profile row. */
export type ProfileRow = typeof userProfiles.$inferSelect;

/** The answers of a profile update that are present: absent keys stay as stored, `null` clears. */
export type ProfileChanges = { [K in keyof ProfileInput]?: Exclude<ProfileInput[K], undefined> };

/** The columns holding the saver's answers (the rest is the key and timestamps). */
const ANSWER_COLUMNS = [...PROFILE_FIELDS, 'riskSurvey', 'emailPreferences'] as const satisfies readonly (keyof ProfileRow)[];

/** The answers, as stored, that a profile response and the infos check are made of. */
type StoredFields = Pick<ProfileRow, (typeof ANSWER_COLUMNS)[number]>;

/** The answers of a saver who never saved their profile: every one null, no e-mail preference. */
function emptyFields(): StoredFields {
  return {
    mobile: null,
    birthdate: null,
    birthplace: null,
    nationality: null,
    maritalStatus: null,
    children: null,
    scp: null,
    professionnalStatus: null,
    jobTitle: null,
    incomeRange: null,
    moneySource: null,
    investableAssets: null,
    annualSavings: null,
    monthlyCharges: null,
    riskSurvey: null,
    emailPreferences: [],
  };
}

/** The answer columns of a row, without its key and timestamps. */
function answersOf(row: StoredFields | undefined): StoredFields {
  if (!row) return emptyFields();
  const picked: Record<string, unknown> = {};
  for (const column of ANSWER_COLUMNS) picked[column] = row[column];
  return picked as StoredFields;
}

export interface LoadProfileOptions {
  /** Lock the row until the end of the caller's transaction (read-modify-write). */
  forUpdate?: boolean;
}

/** The stored profile of a user; undefined when they never saved one. */
export async function loadProfile(db: Pick<Database, 'select'>, userId: string, options: LoadProfileOptions = {}): Promise<ProfileRow | undefined> {
  const query = db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return (await (options.forUpdate ? query.for('update') : query))[0];
}

/** The free-text fields the API stores as null when empty (`nullableText` in the contract). */
const TEXT_FIELDS = ['birthplace', 'nationality', 'jobTitle'] as const;

/**
 * Drops the keys a partial update did not send, turns empty free text into null and removes duplicate
 * e-mail preferences: what is left is exactly what the update changes.
 */
export function profileChanges(input: ProfileInput): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) changes[key] = value;
  }
  for (const field of TEXT_FIELDS) {
    if (changes[field] === '') changes[field] = null;
  }
  if (Array.isArray(changes.emailPreferences)) changes.emailPreferences = [...new Set(changes.emailPreferences)];
  return changes as ProfileChanges;
}

/** The stored answers once `changes` are applied to `row` (or to an empty profile), without writing. */
export function applyProfileChanges(row: ProfileRow | undefined, changes: ProfileChanges): StoredFields {
  return { ...answersOf(row), ...changes };
}

/**
 * Writes the changes of a partial update, creating the row on the first save. Only the keys present in
 * `changes` are written; the caller validated them (contract schemas and the server's rules).
 */
export async function saveProfile(db: Pick<Database, 'insert'>, userId: string, changes: ProfileChanges, now: Date): Promise<ProfileRow> {
  const saved = await db
    .insert(userProfiles)
    .values({ ...changes, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...changes, updatedAt: now } })
    .returning();
  const row = saved[0];
  if (!row) throw new Error('user_profiles upsert returned no row');
  return row;
}

/**
 * The stored questionnaire, when it is one the engine can read. The column is written only from a
 * validated `RiskSurvey`; anything else (a hand-edited row) counts as not answered rather than failing the
 * whole profile.
 */
function storedRiskSurvey(value: unknown): RiskSurvey | null {
  if (value === null || value === undefined) return null;
  const parsed = riskSurveySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The contract's `Profile` of a stored row (or of no row: every answer null, `infos` false). `infos` says
 * the base information of `PROFILE_REQUIRED_FIELDS` is filled; `riskAssessment` is computed from the stored
 * questionnaire with the shared engine, so a change of wording or explanation reaches every saver at once.
 *
 * @throws ZodError when the row holds a value outside the contract's enumerations (a storage bug).
 */
export function toProfileResponse(row: ProfileRow | StoredFields | undefined): Profile {
  const fields = answersOf(row);
  const riskSurvey = storedRiskSurvey(fields.riskSurvey);
  return profileSchema.parse({
    ...fields,
    riskSurvey,
    infos: hasProfileInfos(fields),
    riskAssessment: riskSurvey ? assessRiskSurvey(riskSurvey) : null,
  });
}
