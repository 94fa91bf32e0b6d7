/**
 * Whether a path or query value can be a row id. Ids are uuids; asking the database with anything else would
 * make PostgreSQL throw, so a malformed id is simply not found.
 */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
