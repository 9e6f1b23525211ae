const ID = /^[1-9]\d{0,8}$/;

/** The route's `:id` as an operator's id, or null when it is no id at all (`abc`, `0`, `1e3`, `07`). */
export const operatorIdOf = (id: string | undefined): number | null => (id !== undefined && ID.test(id) ? Number(id) : null);
