import { Access, defineCall } from './define-call';
import { healthSchema } from '../schemas/system';

/**
 * Operational calls.
 */

export const getHealth = defineCall({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  access: Access.public,
  tag: 'system',
  summary: "L'API répond, et sur quel moteur de base de données",
  response: healthSchema,
});
