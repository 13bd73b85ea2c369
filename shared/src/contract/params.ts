import { z } from 'zod';
import { idSchema, userIdParamSchema } from '../schemas/common';

/**
 * Path parameter schemas shared by the calls. Path values always arrive as strings.
 */

/** `/users/:userId/…` where `userId` is a user id or `me`. */
export const userParams = z.object({ userId: userIdParamSchema });

/** `/…/:id` where `id` is a stored entity's id. */
export const idParams = z.object({ id: idSchema });

/** `/users/:userId/…/:id`. */
export const userAndIdParams = z.object({ userId: userIdParamSchema, id: idSchema });

/** A token carried in the path (invitations, account deletion links). */
export const tokenParams = z.object({ token: z.string().min(16, 'invalid').max(256, 'invalid') });

/** `/customers/:customerId/…`: a customer record of the advisor's firm (`Access.firmCustomer`). */
export const customerParams = z.object({ customerId: idSchema });
