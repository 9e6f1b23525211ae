// spec §3 "Also loaded with objects: ... departments": the departments of a space and their members (a chat
// is assigned to a user, a user group or a department; the 'mine' tab counts the chats of my groups and departments).
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { spaces, users } from '../schema.ts';

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('departments_space').on(t.spaceId, t.id)],
);

export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_members_user').on(t.userId)],
);
